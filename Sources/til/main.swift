await TILCommandLine.main()
