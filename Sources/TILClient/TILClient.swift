// TILClient — placeholder until the module lands.
