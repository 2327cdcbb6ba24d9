await MealLogCommandLine.main()
