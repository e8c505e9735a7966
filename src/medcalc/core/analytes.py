"""Analytes whose concentrations convert between mass, molar and equivalent units.

Each analyte is declared once here; a quantity feature names its analyte and the unit layer uses
the molar mass (g/mol) and valence to bridge mg/dL, µmol/L and mEq/L.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Analyte:
    name: str
    molar_mass: float  # g/mol of the species the molar unit counts
    valence: int | None = None  # charge, for mEq/L <-> mmol/L
    note: str = ""
    mol_per_iu: float | None = None  # hormones dosed in international units (insulin)


# Creatinine: 1 mg/dL = 88.4 µmol/L, the conversion used by KDIGO 2012 and the CKD-EPI papers
# (molar mass 113.12 g/mol, rounded factor). Declared from the factor so that 1.4 mg/dL and
# 123.76 µmol/L are the same patient exactly.
CREATININE = Analyte("creatinine", 10000 / 88.4, note="1 mg/dL = 88.4 µmol/L (KDIGO 2012)")
GLUCOSE = Analyte("glucose", 180.156, note="1 mmol/L = 18.016 mg/dL")
# Urea: molar units count urea molecules; BUN mass units weigh its two nitrogen atoms
# (2 x 14.0067 g/mol), so 1 mmol/L urea = 2.801 mg/dL BUN = 6.006 mg/dL urea.
UREA = Analyte("urea", 60.056, note="urea mass: 1 mmol/L = 6.006 mg/dL urea")
UREA_NITROGEN = Analyte("urea_nitrogen", 28.0134, note="BUN: 1 mmol/L urea = 2.801 mg/dL BUN")
CALCIUM = Analyte("calcium", 40.078, valence=2, note="1 mmol/L = 4.008 mg/dL = 2 mEq/L")
MAGNESIUM = Analyte("magnesium", 24.305, valence=2)
SODIUM = Analyte("sodium", 22.990, valence=1)
POTASSIUM = Analyte("potassium", 39.098, valence=1)
CHLORIDE = Analyte("chloride", 35.453, valence=1)
BICARBONATE = Analyte("bicarbonate", 61.017, valence=1)
PHOSPHATE_AS_P = Analyte("phosphate", 30.974, note="inorganic phosphorus, mg/dL as P")
BILIRUBIN = Analyte("bilirubin", 10000 / 17.1, note="1 mg/dL = 17.1 µmol/L")
CHOLESTEROL = Analyte("cholesterol", 386.65, note="1 mmol/L = 38.67 mg/dL")
TRIGLYCERIDES = Analyte("triglycerides", 885.7, note="1 mmol/L = 88.57 mg/dL (triolein)")
LACTATE = Analyte("lactate", 90.08, valence=1)
# Haemoglobin in molar units counts the monomer (one haem, 16,114 g/mol): 1 g/dL = 0.6206 mmol/L,
# the convention of blood-gas analysers (ctHb). Declared from the factor, as creatinine is.
HEMOGLOBIN = Analyte("hemoglobin", 10000 / 0.6206, note="1 g/dL = 0.6206 mmol/L (monomer)")
ALBUMIN = Analyte("albumin", 66_472.0, note="human serum albumin")
# Human insulin: 1 IU = 6.00 nmol (Vølund A. Am J Clin Nutr 1993;58:714), so 1 µIU/mL = 6.00 pmol/L.
INSULIN = Analyte("insulin", 5807.6, mol_per_iu=6.00e-9, note="1 µIU/mL = 6.00 pmol/L")
