"""Wells' criteria for deep vein thrombosis (Wells 2003 modification): DVT likely vs unlikely."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    criterion,
    either,
    points_total,
)

WELLS_2003 = Reference(
    "Wells PS, Anderson DR, Rodger M, et al. Evaluation of D-dimer in the diagnosis of suspected "
    "deep-vein thrombosis. N Engl J Med. 2003;349(13):1227-1235 (Table 1: clinical model with "
    "previously documented DVT; DVT likely if score >= 2).",
    doi="10.1056/NEJMoa023153", url="https://pubmed.ncbi.nlm.nih.gov/14507948/")

# Wells 2003 Table 1: each finding 1 point; an alternative diagnosis at least as likely as DVT
# subtracts 2 points. Labels as Wells prints them; aliases are MDCalc's and MedCalc-Bench's
# wordings. "Recently bedridden >= 3 days or major surgery within 12 weeks" is one either-or
# criterion (met when either part is present, decided from the part given).
ITEMS = (
    criterion("active_cancer", "Active cancer",
              aliases=("Active cancer (treatment or palliation within 6 months)",
                       "Cancer")),
    criterion("paralysis_paresis_or_cast",
              "Paralysis, paresis, or recent plaster immobilization of the lower extremities",
              aliases=("Paralysis, paresis, or recent plaster immobilization of the lower "
                       "extremity", "Paralysis, paresis, or recent cast")),
    either("bedridden_or_major_surgery",
           "Recently bedridden for 3 days or more, or major surgery within 12 weeks",
           (Condition("bedridden_recently"), Condition("major_surgery_within_12_weeks")),
           aliases=("Bedridden recently >3 days or major surgery within 12 weeks",
                    "Recently bedridden ≥3 days or major surgery within 12 weeks")),
    criterion("localized_tenderness",
              "Localized tenderness along the distribution of the deep venous system",
              aliases=("Localized tenderness along the deep venous system",)),
    criterion("entire_leg_swollen", "Entire leg swollen", aliases=("Entire Leg Swollen",)),
    criterion("calf_swelling_3cm",
              "Calf swelling at least 3 cm larger than the asymptomatic side",
              aliases=("Calf swelling >3 cm compared to the other leg",
                       "Calf swelling >3 centimeters compared to the other leg")),
    criterion("pitting_edema", "Pitting edema confined to the symptomatic leg",
              aliases=("Pitting edema, confined to symptomatic leg",)),
    criterion("collateral_superficial_veins", "Collateral superficial veins (nonvaricose)",
              aliases=("Collateral (nonvaricose) superficial veins present",)),
    criterion("previous_dvt", "Previously documented DVT",
              aliases=("Previously documented Deep Vein Thrombosis",
                       "Previously documented DVT")),
    criterion("alternative_diagnosis_as_likely",
              "Alternative diagnosis at least as likely as DVT", points=-2,
              aliases=("Alternative diagnosis to DVT as likely or more likely",
                       "Alternative diagnosis to Deep Vein Thrombosis as likely or more likely")),
)
wells_dvt = points_total(ITEMS)


def interpret(score):
    if score >= 2:
        return "DVT likely (>= 2)"
    return "DVT unlikely (< 2)"


CALCULATOR = Calculator(
    id="wells_dvt",
    name="Wells' Criteria for DVT",
    aliases=["Wells Score (DVT)", "Wells' Criteria for DVT", "Wells DVT score",
             "Wells criteria for deep vein thrombosis", "深静脉血栓Wells评分"],
    specialty="hematology",
    description="Pretest clinical probability of lower-limb deep vein thrombosis (-2 to 9 "
                "points): DVT likely at 2 or more, unlikely below 2.",
    keywords=["deep vein thrombosis", "DVT", "leg swelling", "pretest probability", "D-dimer",
              "compression ultrasound", "venous thromboembolism", "probability of DVT",
              "leg swelling blood clot", "need for leg ultrasound",
              "pretest probability of leg clot", "DVT likely or unlikely",
              "deep vein thrombosis workup", "calf swelling and tenderness"],
    features=[
        Boolean(name="active_cancer", description="Active cancer (1 point)",
                definition="cancer treated within the previous 6 months or currently receiving "
                           "treatment or palliative care"),
        Boolean(name="paralysis_paresis_or_cast",
                description="Paralysis, paresis, or recent plaster immobilization of the lower "
                            "extremities (1 point)",
                definition="neurological weakness of a leg, or a leg recently immobilized in a "
                           "plaster cast"),
        Boolean(name="bedridden_recently",
                description="Recently bedridden for 3 days or more (1 point, one criterion with "
                            "major surgery within 12 weeks)",
                definition="confined to bed for 3 or more days recently. MedCalc-Bench's key "
                           "'Bedridden recently >3 days or major surgery within 12 weeks' may "
                           "carry either part; the two are one criterion, so the score is the "
                           "same"),
        Boolean(name="major_surgery_within_12_weeks",
                description="Major surgery within the previous 12 weeks (1 point, one criterion "
                            "with recently bedridden)",
                definition="major surgery requiring general or regional anaesthesia within the "
                           "previous 12 weeks"),
        Boolean(name="localized_tenderness",
                description="Localized tenderness along the distribution of the deep venous "
                            "system (1 point)",
                definition="tenderness on palpation along the deep veins (femoral or popliteal "
                           "vein, calf)"),
        Boolean(name="entire_leg_swollen", description="Entire leg swollen (1 point)",
                definition="swelling of the whole leg"),
        Boolean(name="calf_swelling_3cm",
                description="Calf swelling at least 3 cm larger than the asymptomatic side "
                            "(1 point)",
                definition="calf circumference measured 10 cm below the tibial tuberosity, at "
                           "least 3 cm more than the other leg"),
        Boolean(name="pitting_edema", description="Pitting edema confined to the symptomatic "
                                                  "leg (1 point)",
                definition="pitting oedema only (or more) in the symptomatic leg"),
        Boolean(name="collateral_superficial_veins",
                description="Collateral superficial veins, nonvaricose (1 point)",
                definition="dilated superficial collateral veins that are not varicose veins"),
        Boolean(name="previous_dvt", description="Previously documented DVT (1 point)",
                definition="a deep vein thrombosis objectively diagnosed in the past"),
        Boolean(name="alternative_diagnosis_as_likely",
                description="Alternative diagnosis at least as likely as DVT (-2 points)",
                definition="another diagnosis (e.g. cellulitis, Baker cyst, muscle injury) is "
                           "as likely as or more likely than DVT"),
    ],
    items=list(ITEMS),
    versions=[
        Version("wells_2003", dt.date(2003, 9, 25), WELLS_2003, wells_dvt,
                notes="Nine 1-point findings (including previously documented DVT) and -2 for "
                      "an alternative diagnosis at least as likely; range -2 to 9."),
    ],
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[WELLS_2003],
    notes="Wells 2003 modified model: previously documented DVT adds 1 point to the 1997 "
          "model; DVT likely at >= 2, unlikely at < 2 (the two-level reading of Wells 2003). "
          "Recently bedridden >= 3 days and major surgery within 12 weeks are one criterion; "
          "MedCalc-Bench has a key for the combined criterion and a key for major surgery "
          "alone, and the criterion scores once when either is present: it is declared as an "
          "either-or item (bedridden_or_major_surgery), decided from the part given, missing "
          "only when neither is given, and answerable yes/no directly. Every criterion may be "
          "answered yes/no under its name or MDCalc's label. The older three-level "
          "reading of the 1997 model (low <= 0, moderate 1-2, high >= 3) is not given as the "
          "interpretation because it belongs to the model without previous DVT.",
)
