// Terminal — placeholder until the module lands.
