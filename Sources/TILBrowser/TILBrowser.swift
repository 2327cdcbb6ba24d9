// TILBrowser — placeholder until the module lands.
