await PlannerCommandLine.main()
