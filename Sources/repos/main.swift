await ReposCommandLine.main()
