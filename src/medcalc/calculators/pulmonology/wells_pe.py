"""Wells' criteria for pulmonary embolism (Wells 2000): pretest probability of PE, 0-12.5 points."""

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
from medcalc.core.common import heart_rate, previous_dvt, previous_pe

WELLS_2000 = Reference(
    "Wells PS, Anderson DR, Rodger M, et al. Derivation of a simple clinical model to categorize "
    "patients probability of pulmonary embolism: increasing the models utility with the SimpliRED "
    "D-dimer. Thromb Haemost. 2000;83(3):416-420.",
    doi="10.1055/s-0037-1613830", url="https://pubmed.ncbi.nlm.nih.gov/10744147/")
WELLS_2001 = Reference(
    "Wells PS, Anderson DR, Rodger M, et al. Excluding pulmonary embolism at the bedside without "
    "diagnostic imaging: management of patients with suspected pulmonary embolism presenting to "
    "the emergency department by using a simple clinical model and d-dimer. Ann Intern Med. "
    "2001;135(2):98-107 (two-tier use: PE unlikely <= 4, PE likely > 4).",
    doi="10.7326/0003-4819-135-2-200107170-00010", url="https://pubmed.ncbi.nlm.nih.gov/11453709/")

# The seven criteria of Wells 2000 (points as `points`), labelled as printed there; aliases are
# MDCalc's field labels. Immobilization/surgery and previous PE/DVT are either-or items: one
# criterion each, met when either source is present (MedCalc-Bench gives the sources as
# separate keys), decided from the source(s) given.
CLINICAL_SIGNS_DVT = criterion(
    "clinical_signs_dvt", "Clinical signs and symptoms of DVT", points=3.0,
    aliases=("Clinical signs and symptoms of DVT (minimum of leg swelling and pain with "
             "palpation of the deep veins)",
             "Clinical signs and symptoms of Deep Vein Thrombosis"))
PE_MOST_LIKELY = criterion(
    "pe_most_likely_diagnosis", "An alternative diagnosis is less likely than PE", points=3.0,
    aliases=("PE is #1 diagnosis OR equally likely",
             "Pulmonary Embolism is #1 diagnosis OR equally likely"))
HEART_RATE = criterion("heart_rate", "Heart rate > 100 beats/min", gt=100.0, points=1.5,
                       aliases=("Heart rate >100", "HR > 100"))
IMMOBILIZATION_OR_SURGERY = either(
    "immobilization_or_surgery",
    "Immobilization (>= 3 days) or surgery in the previous 4 weeks",
    (Condition("immobilization_3_days"), Condition("surgery_previous_4_weeks")), points=1.5,
    aliases=("Immobilization at least 3 days OR surgery in the previous 4 weeks",))
PREVIOUS_PE_OR_DVT = either(
    "previous_pe_or_dvt", "Previous DVT/PE",
    (Condition("previous_pe"), Condition("previous_dvt")), points=1.5,
    aliases=("Previous, objectively diagnosed PE or DVT", "Previously diagnosed PE or DVT"))
HEMOPTYSIS = criterion("hemoptysis", "Hemoptysis", points=1.0)
MALIGNANCY = criterion("malignancy", "Malignancy", points=1.0,
                       aliases=("Malignancy w/ treatment within 6 months or palliative",
                                "Malignancy with treatment within 6 months or palliative"))
ITEMS = (CLINICAL_SIGNS_DVT, PE_MOST_LIKELY, HEART_RATE, IMMOBILIZATION_OR_SURGERY,
         PREVIOUS_PE_OR_DVT, HEMOPTYSIS, MALIGNANCY)


def _breakdown_names(**points):
    # The heart-rate criterion's points under the name earlier releases used.
    return {"heart_rate_over_100": points["heart_rate"]}


wells_pe = points_total(ITEMS, extra=_breakdown_names)


def interpret(score):
    # Three tiers (Wells 2000): low < 2, moderate 2-6, high > 6.
    # Two tiers (Wells 2000, used in Wells 2001): PE unlikely <= 4, PE likely > 4.
    if score < 2:
        three = "low probability (< 2)"
    elif score <= 6:
        three = "moderate probability (2-6)"
    else:
        three = "high probability (> 6)"
    two = "PE likely (> 4)" if score > 4 else "PE unlikely (<= 4)"
    return f"{three}; {two}"


CALCULATOR = Calculator(
    id="wells_pe",
    name="Wells' Criteria for Pulmonary Embolism",
    aliases=["Wells Score for Pulmonary Embolism", "Wells score (PE)", "Wells PE score",
             "Wells' Criteria for Pulmonary Embolism", "肺栓塞Wells评分"],
    specialty="pulmonology",
    description="Pretest clinical probability of pulmonary embolism from seven weighted findings "
                "(0-12.5 points), read in three tiers (low/moderate/high) or two (PE unlikely/"
                "likely).",
    keywords=["likelihood of a clot", "clinical probability of pulmonary embolism",
              "pulmonary embolism", "PE", "pretest probability", "D-dimer",
              "CT pulmonary angiography", "venous thromboembolism", "dyspnea", "chest pain",
              "probability of pulmonary embolism", "PE likely or unlikely",
              "need for CT angiography for PE", "suspected blood clot in lung",
              "pretest PE risk before D-dimer", "clinical suspicion of pulmonary embolism"],
    features=[
        Boolean(name="clinical_signs_dvt",
                description="Clinical signs and symptoms of DVT (3 points)",
                definition="at a minimum, leg swelling and pain on palpation of the deep veins"),
        Boolean(name="pe_most_likely_diagnosis",
                description="PE is the most likely diagnosis, or equally likely (3 points)",
                definition="the clinician judges an alternative diagnosis less likely than PE "
                           "(PE is the #1 diagnosis or as likely as any other)"),
        heart_rate(description="Heart rate (criterion: > 100 beats/min, 1.5 points)"),
        Boolean(name="immobilization_3_days",
                description="Immobilization for at least 3 days in the previous 4 weeks "
                            "(1.5 points, one criterion with recent surgery)",
                definition="bed rest (except to go to the bathroom) for 3 or more consecutive "
                           "days within the previous 4 weeks"),
        Boolean(name="surgery_previous_4_weeks",
                description="Surgery in the previous 4 weeks (1.5 points, one criterion with "
                            "immobilization)",
                definition="a surgical operation within the previous 4 weeks"),
        previous_pe(description="Previous pulmonary embolism (1.5 points, one "
                                                "criterion with previous DVT)"),
        previous_dvt(description="Previous deep vein thrombosis (1.5 points, one "
                                                 "criterion with previous PE)"),
        Boolean(name="hemoptysis", description="Hemoptysis (1 point)",
                definition="coughing up blood at presentation"),
        Boolean(name="malignancy", description="Malignancy (1 point)",
                definition="cancer on treatment, treated within the last 6 months, or receiving "
                           "palliative care"),
    ],
    items=list(ITEMS),
    versions=[
        Version("wells_2000", dt.date(2000, 3, 1), WELLS_2000, wells_pe,
                notes="Signs of DVT 3, PE most likely 3, HR > 100 1.5, immobilization >= 3 days "
                      "or surgery in previous 4 weeks 1.5, previous PE or DVT 1.5, hemoptysis 1, "
                      "malignancy 1; maximum 12.5."),
    ],
    output=Output(kind="number", unit="points", decimals=1),
    interpret=interpret,
    references=[WELLS_2000, WELLS_2001],
    notes="Interpretation gives both readings of Wells 2000: three tiers (low < 2, moderate 2-6, "
          "high > 6) and two tiers (PE unlikely <= 4, PE likely > 4; the dichotomy used with "
          "D-dimer in Wells 2001). The seven criteria are declared as items (Wells 2000's "
          "labels; MDCalc's field labels as aliases), each answerable yes/no, and the heart "
          "rate also by its value or band ('> 100'). Immobilization and recent surgery are one "
          "1.5-point either-or criterion, as are previous PE and previous DVT: MedCalc-Bench "
          "gives them as separate keys, each pair scores once when either member is present, "
          "is decided from the member(s) given and may be answered directly under its label. "
          "The heart-rate criterion is strictly greater than 100 beats/min. Under "
          "missing='absent' an unmentioned criterion is not met and listed as imputed under "
          "the item's name.",
)
