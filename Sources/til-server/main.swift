print("til-server: not yet implemented")
