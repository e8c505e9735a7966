"""Modified Sgarbossa criteria (Smith et al., Ann Emerg Med 2012): acute coronary occlusion in
left bundle branch block."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

SMITH_2012 = Reference(
    "Smith SW, Dodd KW, Henry TD, Dvorak DM, Pearce LA. Diagnosis of ST-elevation myocardial "
    "infarction in the presence of left bundle branch block with the ST-elevation to S-wave "
    "ratio in a modified Sgarbossa rule. Ann Emerg Med. 2012;60(6):766-776.",
    doi="10.1016/j.annemergmed.2012.07.119")
SGARBOSSA_1996 = Reference(
    "Sgarbossa EB, Pinski SL, Barbagelata A, et al. Electrocardiographic diagnosis of evolving "
    "acute myocardial infarction in the presence of left bundle-branch block. N Engl J Med. "
    "1996;334(8):481-487 (the original criteria the modified rule adapts).",
    doi="10.1056/NEJM199602223340801")

POSITIVE, NEGATIVE = "positive", "negative"

CONCORDANT_STE = criterion(
    "concordant_st_elevation",
    "Concordant ST elevation >= 1 mm in >= 1 lead with a positive QRS complex",
    points=True, no_points=False,
    aliases=("Concordant ST elevation ≥1 mm in leads with a positive QRS complex",
             "Concordant ST elevation"))
CONCORDANT_STD = criterion(
    "concordant_st_depression_v1_v3", "Concordant ST depression >= 1 mm in >= 1 of leads V1-V3",
    points=True, no_points=False,
    aliases=("Concordant ST depression ≥1 mm in V1-V3", "Concordant ST depression"))
DISCORDANT = criterion(
    "excessively_discordant_st_elevation",
    "Excessively discordant ST elevation: ST elevation >= 1 mm with ST/S ratio <= -0.25 in any "
    "lead with a negative QRS",
    points=True, no_points=False,
    aliases=("ST Elevation at the J-point, relative to QRS onset, is at least 1 mm AND has an "
             "amplitude at least 25% of the preceding S-wave",
             "Excessively discordant ST elevation", "ST/S ratio <= -0.25"))
ITEMS = (CONCORDANT_STE, CONCORDANT_STD, DISCORDANT)


def sgarbossa(concordant_st_elevation, concordant_st_depression_v1_v3,
              excessively_discordant_st_elevation):
    met = (concordant_st_elevation | concordant_st_depression_v1_v3
           | excessively_discordant_st_elevation)
    return {"value": where(met, POSITIVE, NEGATIVE),
            "concordant_st_elevation": concordant_st_elevation,
            "concordant_st_depression_v1_v3": concordant_st_depression_v1_v3,
            "excessively_discordant_st_elevation": excessively_discordant_st_elevation}


def interpret(result):
    if result == POSITIVE:
        return ("positive: at least one modified Sgarbossa criterion met; acute coronary "
                "occlusion (STEMI-equivalent) likely in LBBB")
    return ("negative: no modified Sgarbossa criterion met (does not exclude MI; serial ECGs "
            "and troponin)")


CALCULATOR = Calculator(
    id="modified_sgarbossa_criteria",
    name="Modified Sgarbossa's Criteria for MI in Left Bundle Branch Block",
    aliases=["Modified Sgarbossa's Criteria for MI in Left Bundle Branch Block",
             "Modified Sgarbossa criteria", "Smith-modified Sgarbossa", "Sgarbossa criteria"],
    specialty="cardiology",
    description="Acute coronary occlusion in left bundle branch block (or paced rhythm): "
                "positive when any of the three modified Sgarbossa criteria is met.",
    keywords=["LBBB", "left bundle branch block", "STEMI equivalent", "occlusion MI", "Sgarbossa",
              "ST/S ratio", "paced rhythm", "ECG", "heart attack in left bundle branch block",
              "STEMI in LBBB", "MI with paced rhythm", "acute coronary occlusion with LBBB",
              "discordant ST elevation ratio", "cath lab activation in LBBB",
              "STEMI equivalent on ECG"],
    features=[
        Boolean(name="concordant_st_elevation",
                description="Concordant ST elevation >= 1 mm in at least one lead with a "
                            "positive (upright) QRS"),
        Boolean(name="concordant_st_depression_v1_v3",
                description="Concordant ST depression >= 1 mm in at least one of V1-V3"),
        Boolean(name="excessively_discordant_st_elevation",
                description="Excessively discordant ST elevation in any lead",
                definition="ST elevation at the J point >= 1 mm and at least 25% of the depth of "
                           "the preceding S wave (ST/S ratio <= -0.25)"),
    ],
    items=list(ITEMS),
    versions=[Version("smith_2012", dt.date(2012, 12, 1), SMITH_2012, sgarbossa,
                      notes="Positive if any: concordant STE >= 1 mm; concordant STD >= 1 mm in "
                            "V1-V3; STE >= 1 mm with ST/S <= -0.25.")],
    output=Output(kind="category", description="positive or negative"),
    interpret=interpret,
    references=[SMITH_2012, SGARBOSSA_1996],
    notes="Smith 2012 replaced Sgarbossa's third criterion (discordant ST elevation >= 5 mm) by "
          "a proportional one: ST elevation >= 1 mm and ST/S ratio <= -0.25. The rule is met when "
          "any criterion is (unweighted; the original Sgarbossa 1996 points 5/3/2 are not used). "
          "Each criterion is answered yes/no (MDCalc's wording accepted); an unmentioned "
          "criterion counts as absent under missing='absent'.",
)
