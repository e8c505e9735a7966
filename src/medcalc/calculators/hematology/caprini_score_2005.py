"""Caprini venous thromboembolism risk assessment model, 2005 form (Caprini, Dis Mon 2005)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Condition,
    Count,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    criterion,
    either,
)
from medcalc.core.common import age

CAPRINI_2005 = Reference(
    "Caprini JA. Thrombosis risk assessment as a guide to quality patient care. Dis Mon. "
    "2005;51(2-3):70-78 (the 2005 risk assessment form: 1-, 2-, 3- and 5-point risk factors; "
    "total 0-1 low, 2 moderate, 3-4 high, >= 5 highest risk).",
    doi="10.1016/j.disamonth.2005.02.003", url="https://pubmed.ncbi.nlm.nih.gov/15900257/")

SURGERY = Category(
    name="surgery_type", labels=("Type of surgery",),
    description="Type of current or planned surgery (one choice)",
    definition="minor surgery 1 point; major surgery (> 45 min), laparoscopic surgery (> 45 "
               "min) or arthroscopic surgery 2 points; elective major lower-extremity "
               "arthroplasty 5 points; none 0",
    choices=(
        Choice("none", "None (no surgery)", 0, aliases=("no surgery", "not applicable",
                                                        "nonsurgical", "medical patient")),
        Choice("minor", "Minor surgery planned", 1, aliases=("minor surgery",
                                                             "minor surgery planned")),
        Choice("major", "Major surgery (> 45 minutes)", 2,
               aliases=("major surgery", "major >45 min", "major (>45 min)",
                        "major surgery > 45 minutes", "major surgery (>45 minutes)")),
        Choice("laparoscopic", "Laparoscopic surgery (> 45 minutes)", 2,
               aliases=("laparoscopic surgery", "laparoscopic >45 min", "laparoscopic (>45 min)",
                        "laparoscopic surgery > 45 minutes")),
        Choice("arthroscopic", "Arthroscopic surgery", 2, aliases=("arthroscopic surgery",)),
        Choice("elective_major_lower_extremity_arthroplasty",
               "Elective major lower extremity arthroplasty", 5,
               aliases=("elective major lower extremity arthroplasty", "arthroplasty",
                        "elective lower extremity arthroplasty", "hip or knee arthroplasty",
                        "elective major lower-extremity arthroplasty")),
    ),
    absent=0,
)

MOBILITY = Category(
    name="mobility",
    description="Mobility",
    definition="normal/ambulatory 0; medical patient currently at bed rest 1 point; patient "
               "confined to bed for more than 72 hours 2 points",
    choices=(
        Choice("normal", "Normal, ambulatory", 0, aliases=("ambulatory", "normal/ambulatory",
                                                           "normal, out of bed", "out of bed")),
        Choice("bed_rest", "Medical patient currently at bed rest", 1,
               aliases=("on bed rest", "bed rest", "currently at bed rest",
                        "medical patient currently at bed rest", "medical patient on bed rest")),
        Choice("confined_to_bed_over_72h", "Patient confined to bed (> 72 hours)", 2,
               aliases=("confined to bed >72 hours", "confined to bed > 72 hours",
                        "confined to bed (>72 hours)", "patient confined to bed >72 hours",
                        "bedridden > 72 hours")),
    ),
    absent=0,
)

# The 2005 form's items. Age in completed years: <= 40: 0, 41-60: 1, 61-74: 2, >= 75: 3 (the
# bands below keep that reading for fractional ages: 40.5 -> 0, 60.5 -> 1). Aliases are MDCalc's
# labels as recorded in MedMCP-Calc (and MedCalc-Bench's keys where they differ).
AGE = banded("age", "Age", "age", (
    Band("le_40", "Age 40 years or less", 0, lt=41, aliases=("≤40", "<=40 years", "≤40 years")),
    Band("41_60", "Age 41-60 years", 1, ge=41, lt=61, aliases=("41-60", "41-60 years")),
    Band("61_74", "Age 61-74 years", 2, ge=61, lt=75,
         aliases=("61-74", "61-74 years")),
    Band("ge_75", "Age 75 years or more", 3, ge=75, aliases=("≥75", "≥75 years", ">=75 years")),
), absent="le_40", aliases=("Age, years",))
OBESITY = criterion("obesity_bmi_over_25", "BMI > 25 kg/m²", "bmi", gt=25,
                    aliases=("BMI >25 kg/m²", "Obesity (BMI > 25)", "BMI > 25"))
# History of DVT and history of PE are one 3-point item of the form ("History of DVT/PE"):
# either-or, decided from the part given.
HISTORY_OF_DVT_PE = either(
    "history_of_dvt_pe", "History of DVT/PE",
    (Condition("previous_dvt"), Condition("previous_pe")), points=3,
    aliases=("History of DVT or PE", "Previous DVT or PE"))

# The yes/no items of the 2005 form: (name, points, label, MDCalc's and other labels).
_CRITERIA = (
    ("prior_major_surgery_1_month", 1, "History of prior major surgery (< 1 month)",
     ("Recent (<1 month) major surgery", "Major Surgery in the last month")),
    ("varicose_veins", 1, "Varicose veins", ()),
    ("inflammatory_bowel_disease", 1, "History of inflammatory bowel disease", ("IBD",)),
    ("swollen_legs", 1, "Swollen legs (current)", ("Current swollen legs",)),
    ("acute_myocardial_infarction", 1, "Acute myocardial infarction", ("Acute MI",)),
    ("congestive_heart_failure_1_month", 1, "Congestive heart failure (< 1 month)",
     ("CHF", "Congestive Heart Failure in the last month")),
    ("sepsis_1_month", 1, "Sepsis (< 1 month)", ("Sepsis", "Sepsis in the last month")),
    ("serious_lung_disease_1_month", 1, "Serious lung disease incl. pneumonia (< 1 month)",
     ("Pneumonia", "Pneumonia in the last month")),
    ("copd", 1, "Abnormal pulmonary function (COPD)", ("COPD",)),
    ("oral_contraceptives_or_hrt", 1, "Oral contraceptives or hormone replacement therapy",
     ("Oral contraceptives or hormone replacement",)),
    ("pregnancy_or_postpartum", 1, "Pregnancy or postpartum (< 1 month)",
     ("Pregnancy or postpartum",)),
    ("adverse_pregnancy_history", 1, "History of unexplained stillborn infant, recurrent "
     "spontaneous abortion (>= 3), premature birth with toxemia or growth-restricted infant",
     ()),
    ("malignancy", 2, "Malignancy (present or previous)", ("Present or previous malignancy",)),
    ("plaster_cast_1_month", 2, "Immobilizing plaster cast (< 1 month)",
     ("Immobilizing plaster cast",)),
    ("central_venous_access", 2, "Central venous access", ("Current central venous access",)),
    ("family_history_thrombosis", 3, "Family history of thrombosis", ()),
    ("factor_v_leiden", 3, "Positive factor V Leiden", ()),
    ("prothrombin_20210a", 3, "Positive prothrombin 20210A", ()),
    ("elevated_homocysteine", 3, "Elevated serum homocysteine", ()),
    ("lupus_anticoagulant", 3, "Positive lupus anticoagulant", ()),
    ("anticardiolipin_antibodies", 3, "Elevated anticardiolipin antibodies",
     ("Elevated anticardiolipin antibody",)),
    ("heparin_induced_thrombocytopenia", 3, "Heparin-induced thrombocytopenia (HIT)",
     ("Heparin-induced thrombocytopenia",)),
    ("other_thrombophilia", 3, "Other congenital or acquired thrombophilia", ()),
    ("hip_pelvis_leg_fracture_1_month", 5, "Hip, pelvis or leg fracture (< 1 month)",
     ("Hip, pelvis, or leg fracture", "Hip, pelvis, or leg fracture in the last month")),
    ("stroke_1_month", 5, "Stroke (< 1 month)", ("Stroke", "Stroke in the last month")),
    ("multiple_trauma_1_month", 5, "Multiple trauma (< 1 month)",
     ("Multiple trauma", "Multiple trauma in the last month")),
    ("spinal_cord_injury_1_month", 5, "Acute spinal cord injury with paralysis (< 1 month)",
     ("Acute spinal cord injury causing paralysis",
      "Acute spinal cord injury causing paralysis in the last month")),
)
CRITERIA = tuple(criterion(name, label, points=points, aliases=aliases)
                 for name, points, label, aliases in _CRITERIA)
ITEMS = (AGE, OBESITY, HISTORY_OF_DVT_PE, *CRITERIA)
_ITEM_NAMES = tuple(item.name for item in ITEMS)


def caprini_2005(**points):
    """Sum of the items' points, the surgery and mobility choices' points and one point per
    'other risk factor'; the breakdown lists each."""
    out = {name: points[name] for name in
           ("age", "surgery_type", "mobility", "obesity_bmi_over_25", "other_risk_factors",
            "history_of_dvt_pe", *(item.name for item in CRITERIA))}
    return {"value": sum(out.values()), **out}


caprini_2005.__parameters__ = (*_ITEM_NAMES, "surgery_type", "mobility", "other_risk_factors")


def interpret(score):
    # Caprini 2005: total risk factor score 0-1 low, 2 moderate, 3-4 high, >= 5 highest risk.
    if score <= 1:
        return "low risk (0-1)"
    if score == 2:
        return "moderate risk (2)"
    if score <= 4:
        return "high risk (3-4)"
    return "highest risk (>= 5)"


def _item(name, description, definition):
    return Boolean(name=name, description=description, definition=definition)


CALCULATOR = Calculator(
    id="caprini_score_2005",
    name="Caprini Score for Venous Thromboembolism (2005)",
    aliases=["Caprini VTE Risk Score", "Caprini Score for Venous Thromboembolism (2005)",
             "Caprini risk assessment model", "Caprini score", "Caprini RAM 2005",
             "静脉血栓栓塞Caprini风险评估量表（2005版）"],
    specialty="hematology",
    description="Venous thromboembolism risk of surgical and hospitalized patients from the 2005 "
                "Caprini risk assessment form (sum of 1-, 2-, 3- and 5-point risk factors).",
    keywords=["venous thromboembolism", "VTE prophylaxis", "deep vein thrombosis", "DVT risk",
              "surgical patients", "thromboprophylaxis", "pulmonary embolism risk",
              "clot risk in surgical patients", "need for DVT prophylaxis after surgery",
              "postoperative blood clot risk", "choose anticoagulant or compression prophylaxis",
              "perioperative venous clot risk", "how long to give thromboprophylaxis",
              "surgical VTE risk factors sum"],
    features=[
        age(description="Age in completed years (41-60: 1, 61-74: 2, >= 75: 3 points)"),
        SURGERY,
        MOBILITY,
        Quantity(name="bmi", unit="kg/m²", range=(8.0, 150.0), units=("kg/m²",),
                 description="Body-mass index (criterion: obesity, BMI > 25, 1 point)"),
        Count(name="other_risk_factors", range=(0, 10), absent=0,
              description="Number of other risk factors written on the form's 'Other risk "
                          "factors' line (1 point each)",
              definition="additional VTE risk factors judged relevant by the clinician that "
                         "are not listed elsewhere on the form"),
        _item("previous_dvt", "History of deep vein thrombosis (3 points, one item with "
                              "previous PE)", "a deep vein thrombosis diagnosed in the past"),
        _item("previous_pe", "History of pulmonary embolism (3 points, one item with previous "
                             "DVT)", "a pulmonary embolism diagnosed in the past"),
        # 1 point
        _item("prior_major_surgery_1_month", "History of prior major surgery within 1 month "
                                             "(1 point)",
              "a major operation in the month before this assessment"),
        _item("varicose_veins", "Varicose veins (1 point)", "visible varicose veins"),
        _item("inflammatory_bowel_disease", "History of inflammatory bowel disease (1 point)",
              "Crohn's disease or ulcerative colitis"),
        _item("swollen_legs", "Swollen legs, current (1 point)", "current leg swelling"),
        _item("acute_myocardial_infarction", "Acute myocardial infarction (1 point)",
              "acute myocardial infarction"),
        _item("congestive_heart_failure_1_month", "Congestive heart failure within 1 month "
                                                  "(1 point)",
              "congestive heart failure in the previous month"),
        _item("sepsis_1_month", "Sepsis within 1 month (1 point)", "sepsis in the previous month"),
        _item("serious_lung_disease_1_month", "Serious lung disease including pneumonia within "
                                              "1 month (1 point)",
              "serious lung disease, including pneumonia, in the previous month"),
        _item("copd", "Abnormal pulmonary function, COPD (1 point)",
              "chronic obstructive pulmonary disease or otherwise abnormal pulmonary function"),
        _item("oral_contraceptives_or_hrt", "Oral contraceptives or hormone replacement therapy "
                                            "(women, 1 point)",
              "current oral contraceptive or hormone replacement therapy use"),
        _item("pregnancy_or_postpartum", "Pregnancy or postpartum within 1 month (women, "
                                         "1 point)",
              "currently pregnant or delivered within the previous month"),
        _item("adverse_pregnancy_history", "History of unexplained stillborn infant, recurrent "
                                           "spontaneous abortion, or premature birth with "
                                           "toxemia or growth-restricted infant (women, 1 point)",
              "unexplained stillbirth, >= 3 spontaneous abortions, or premature birth with "
              "toxaemia or a growth-restricted infant"),
        # 2 points
        _item("malignancy", "Malignancy, present or previous (2 points)",
              "a current or previous malignancy"),
        _item("plaster_cast_1_month", "Immobilizing plaster cast within 1 month (2 points)",
              "an immobilizing plaster cast in the previous month"),
        _item("central_venous_access", "Central venous access (2 points)",
              "a current central venous catheter or port"),
        # 3 points
        _item("family_history_thrombosis", "Family history of thrombosis (3 points)",
              "venous thrombosis in a blood relative"),
        _item("factor_v_leiden", "Positive factor V Leiden (3 points)",
              "factor V Leiden mutation detected"),
        _item("prothrombin_20210a", "Positive prothrombin 20210A (3 points)",
              "prothrombin G20210A mutation detected"),
        _item("elevated_homocysteine", "Elevated serum homocysteine (3 points)",
              "raised serum homocysteine"),
        _item("lupus_anticoagulant", "Positive lupus anticoagulant (3 points)",
              "lupus anticoagulant detected"),
        _item("anticardiolipin_antibodies", "Elevated anticardiolipin antibodies (3 points)",
              "raised anticardiolipin antibody titre"),
        _item("heparin_induced_thrombocytopenia", "Heparin-induced thrombocytopenia, HIT "
                                                  "(3 points)",
              "heparin-induced thrombocytopenia"),
        _item("other_thrombophilia", "Other congenital or acquired thrombophilia (3 points)",
              "another inherited or acquired thrombophilia (e.g. antithrombin, protein C or S "
              "deficiency)"),
        # 5 points
        _item("hip_pelvis_leg_fracture_1_month", "Hip, pelvis or leg fracture within 1 month "
                                                 "(5 points)",
              "a fracture of the hip, pelvis or leg in the previous month"),
        _item("stroke_1_month", "Stroke within 1 month (5 points)", "a stroke in the previous "
                                                                    "month"),
        _item("multiple_trauma_1_month", "Multiple trauma within 1 month (5 points)",
              "multiple trauma in the previous month"),
        _item("spinal_cord_injury_1_month", "Acute spinal cord injury with paralysis within "
                                            "1 month (5 points)",
              "acute spinal cord injury causing paralysis in the previous month"),
    ],
    items=list(ITEMS),
    versions=[
        Version("caprini_2005", dt.date(2005, 2, 1), CAPRINI_2005, caprini_2005,
                notes="Sum of the 2005 form's items: 1 point (age 41-60, minor surgery, prior "
                      "major surgery < 1 month, varicose veins, IBD, swollen legs, BMI > 25, "
                      "acute MI, CHF < 1 month, sepsis < 1 month, serious lung disease < 1 "
                      "month, COPD, bed rest, other risk factors, and three items for women), "
                      "2 points (age 61-74, arthroscopic/major/laparoscopic surgery, "
                      "malignancy, confined to bed > 72 h, plaster cast < 1 month, central "
                      "venous access), 3 points (age >= 75, history of DVT/PE, family history, "
                      "thrombophilias, HIT), 5 points (arthroplasty, fracture, stroke, multiple "
                      "trauma, spinal cord injury, each < 1 month)."),
    ],
    output=Output(kind="integer", unit="points", decimals=0, range=(0, float("inf"))),
    interpret=interpret,
    references=[CAPRINI_2005],
    notes="Implements the whole 2005 form, not only MedCalc-Bench's keys; all points are "
          "summed (MedCalc-Bench's code did not sum them: its labels are wrong for most rows). "
          "Age bands: the form prints 'Age 41-60' and 'Age 60-74' (some reproductions) or "
          "'61-74'; age is taken in completed years with 60 -> 1 point and 61 -> 2, as in MDCalc. "
          "Surgery type and mobility are single choices (as in MDCalc): the 2005 form lists them "
          "as separate boxes, but one operation is scored once. History of DVT and of PE are "
          "one 3-point item (separate MedCalc-Bench keys). The three items for women are "
          "asserted directly; sex is not an input. The 2005 form's free-text 'Other risk "
          "factors' line is a count, 1 point each. Later versions (2010, 2013) change weights "
          "and add items; they are not implemented here. Declared as items: age may be given "
          "or answered by its band ('41-60', '≥75'), BMI by the value or the 'BMI > 25' "
          "criterion, history of DVT/PE is an either-or item, and every yes/no item may be "
          "answered under its name or MDCalc's label ('Recent (<1 month) major surgery', "
          "'CHF', 'Pneumonia', 'COPD').",
)
