// TILServer — placeholder until the module lands.
