// TILModels — placeholder until the module lands.
