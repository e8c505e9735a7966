"""Wells' criteria for deep vein thrombosis (Wells 2003 modification): DVT likely vs unlikely."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version

WELLS_2003 = Reference(
    "Wells PS, Anderson DR, Rodger M, et al. Evaluation of D-dimer in the diagnosis of suspected "
    "deep-vein thrombosis. N Engl J Med. 2003;349(13):1227-1235 (Table 1: clinical model with "
    "previously documented DVT; DVT likely if score >= 2).",
    doi="10.1056/NEJMoa023153", url="https://pubmed.ncbi.nlm.nih.gov/14507948/")

# Wells 2003 Table 1: each finding 1 point; an alternative diagnosis at least as likely as DVT
# subtracts 2 points.
POINTS = {
    "active_cancer": 1,
    "paralysis_paresis_or_cast": 1,
    "bedridden_or_major_surgery": 1,
    "localized_tenderness": 1,
    "entire_leg_swollen": 1,
    "calf_swelling_3cm": 1,
    "pitting_edema": 1,
    "collateral_superficial_veins": 1,
    "previous_dvt": 1,
    "alternative_diagnosis_as_likely": -2,
}


def wells_dvt(active_cancer, paralysis_paresis_or_cast, bedridden_recently,
              major_surgery_within_12_weeks, localized_tenderness, entire_leg_swollen,
              calf_swelling_3cm, pitting_edema, collateral_superficial_veins, previous_dvt,
              alternative_diagnosis_as_likely):
    criteria = {
        "active_cancer": active_cancer,
        "paralysis_paresis_or_cast": paralysis_paresis_or_cast,
        # one criterion: recently bedridden >= 3 days OR major surgery within 12 weeks
        "bedridden_or_major_surgery": bedridden_recently | major_surgery_within_12_weeks,
        "localized_tenderness": localized_tenderness,
        "entire_leg_swollen": entire_leg_swollen,
        "calf_swelling_3cm": calf_swelling_3cm,
        "pitting_edema": pitting_edema,
        "collateral_superficial_veins": collateral_superficial_veins,
        "previous_dvt": previous_dvt,
        "alternative_diagnosis_as_likely": alternative_diagnosis_as_likely,
    }
    points = {name: met * POINTS[name] for name, met in criteria.items()}
    return {"value": sum(points.values()), **points}


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
              "compression ultrasound", "venous thromboembolism"],
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
          "alone, and the criterion scores once when either is present. The older three-level "
          "reading of the 1997 model (low <= 0, moderate 1-2, high >= 3) is not given as the "
          "interpretation because it belongs to the model without previous DVT.",
)
