await CourierWebCommandLine.main()
