// HTTPServer — placeholder until the module lands.
