print("til: not yet implemented")
