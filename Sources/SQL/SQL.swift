// SQL — placeholder until the module lands.
