"""Albumin-corrected delta gap: albumin-corrected anion gap - 12 mmol/L."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import albumin, bicarbonate, chloride, sodium
from medcalc.formulas.acid_base import albumin_corrected_anion_gap, anion_gap, delta_gap

FIGGE_1998 = Reference(
    "Figge J, Jabor A, Kazda A, Fencl V. Anion gap and hypoalbuminemia. Crit Care Med. "
    "1998;26(11):1807-1810.", doi="10.1097/00003246-199811000-00019",
    url="https://pubmed.ncbi.nlm.nih.gov/9824071/")
RASTEGAR_2007 = Reference(
    "Rastegar A. Use of the DeltaAG/DeltaHCO3- ratio in the diagnosis of mixed acid-base "
    "disorders. J Am Soc Nephrol. 2007;18(9):2429-2431.", doi="10.1681/ASN.2006121408")


def albumin_corrected_delta_gap(sodium, chloride, bicarbonate, albumin):
    ag = anion_gap(sodium, chloride, bicarbonate)
    corrected = albumin_corrected_anion_gap(ag, albumin)
    return {"value": delta_gap(corrected), "anion_gap": ag,
            "albumin_corrected_anion_gap": corrected}


CALCULATOR = Calculator(
    id="albumin_corrected_delta_gap",
    name="Albumin Corrected Delta Gap",
    aliases=["Albumin Corrected Delta Gap", "Albumin-corrected delta gap",
             "Corrected delta gap"],
    specialty="nephrology_urology",
    description="Rise of the albumin-corrected anion gap above 12 mmol/L: "
                "Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL) - 12.",
    keywords=["albumin corrected delta gap", "corrected delta gap", "delta gap", "hypoalbuminemia",
              "anion gap", "mixed acid-base", "metabolic acidosis"],
    features=[sodium(), chloride(), bicarbonate(), albumin()],
    versions=[Version("figge_1998", dt.date(1998, 11, 1), FIGGE_1998, albumin_corrected_delta_gap,
                      notes="Corrected AG (Figge: + 2.5 x (4.0 - albumin g/dL)) - 12.")],
    output=Output(unit="mmol/L", decimals=1,
                  description="Albumin-corrected anion gap minus 12 mmol/L (mmol/L = mEq/L)"),
    references=[FIGGE_1998, RASTEGAR_2007],
    notes="As MDCalc and MedCalc-Bench (calculator 66): albumin-corrected AG - 12, where the "
          "corrected AG = Na - (Cl + HCO3) + 2.5 x (4.0 - albumin g/dL) (Figge 1998, normal "
          "albumin taken as 4.0 g/dL) and 12 mmol/L is the conventional normal anion gap. See "
          "the delta_gap notes on the term 'delta gap' (Wrenn 1990 used it for delta AG - delta "
          "HCO3, a different quantity). No interpretation bands.",
)
