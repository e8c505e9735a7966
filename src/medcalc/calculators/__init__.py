"""Calculator modules, one per file: <specialty>/<id>.py declaring CALCULATOR."""
