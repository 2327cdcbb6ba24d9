print("meallog")
