"""Secondary Intracerebral Hemorrhage (SICH) score: likelihood that an intracerebral
haemorrhage has an underlying vascular cause (AVM, aneurysm, dural fistula, venous thrombosis),
0-6 points from the non-contrast CT category, age group, sex and the absence of hypertension and
impaired coagulation (Delgado Almandoz et al., AJNR 2010)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Category, Choice, Output, Reference, Version,
                          banded, criterion, from_category, points_total)
from medcalc.core.common import age, sex

DELGADO_2010 = Reference(
    "Delgado Almandoz JE, Schaefer PW, Goldstein JN, Rosand J, Lev MH, González RG, Romero JM. "
    "Practical scoring system for the identification of patients with intracerebral hemorrhage "
    "at highest risk of harboring an underlying vascular etiology: the Secondary Intracerebral "
    "Hemorrhage Score. AJNR Am J Neuroradiol. 2010;31(9):1653-1660.",
    doi="10.3174/ajnr.A2156")
MDCALC = Reference("MDCalc. Secondary Intracerebral Hemorrhage (sICH) Score.")

NCCT = Category(
    name="ncct_category",
    description="Non-contrast CT categorisation of the haemorrhage",
    labels=("NCCT categorization", "NCCT probability"),
    definition="High: enlarged vessels or calcifications along the haematoma margins, or "
               "hyperattenuation of a dural venous sinus or cortical vein along its presumed "
               "drainage. Low: neither, and the haematoma is in the basal ganglia, thalamus or "
               "brainstem. Indeterminate: neither high nor low.",
    choices=(
        Choice("high", "High probability", 2, aliases=("high probability",)),
        Choice("indeterminate", "Indeterminate", 1, aliases=("indeterminate probability",)),
        Choice("low", "Low probability", 0, aliases=("low probability",)),
    ),
)
ITEMS = (
    from_category(NCCT, "NCCT categorization", ("NCCT",)),
    banded("age_group", "Age group", "age", (
        Band("18_45", "18-45 years", 2, ge=18, lt=46, aliases=("18-45",)),
        Band("46_70", "46-70 years", 1, ge=46, lt=71, aliases=("46-70",)),
        Band("71_plus", ">= 71 years", 0, ge=71, aliases=("≥71 years", ">=71")),
    ), aliases=("Age",)),
    criterion("female", "Female sex", "sex", choices=("female",), aliases=("Sex",),
              yes_aliases=("Female",), no_aliases=("Male",)),
    criterion("neither_htn_nor_coagulopathy", "Neither known hypertension nor impaired "
                                              "coagulation",
              aliases=("Neither known HTN nor impaired coagulation",
                       "Neither known hypertension nor impaired coagulation")),
)
sich_score = points_total(ITEMS)


def interpret(score):
    if score > 2:
        return (f"SICH score {score} (> 2): high risk of an underlying vascular cause; vascular "
                "imaging (CTA, then catheter angiography if negative and suspicion remains) is "
                "advised")
    return (f"SICH score {score} (<= 2): lower risk of an underlying vascular cause; vascular "
            "imaging by clinical judgement")


CALCULATOR = Calculator(
    id="sich",
    name="Secondary Intracerebral Hemorrhage (sICH) Score",
    aliases=["SICH score", "sICH score", "Secondary ICH score",
             "Secondary Intracerebral Hemorrhage Score"],
    specialty="neurology",
    description="Risk that an intracerebral haemorrhage is secondary to a vascular lesion "
                "(0-6): NCCT high 2 / indeterminate 1; age 18-45 2, 46-70 1; female 1; neither "
                "known hypertension nor impaired coagulation 1.",
    keywords=["intracerebral hemorrhage", "ICH", "vascular malformation", "AVM", "aneurysm",
              "CT angiography", "dural venous sinus thrombosis",
              "underlying vascular cause of brain bleed", "need for CT angiography in ICH",
              "secondary intracerebral hemorrhage likelihood", "AVM or aneurysm causing hemorrhage",
              "young patient brain hemorrhage cause", "nonhypertensive brain bleed workup"],
    features=[
        NCCT,
        age(range=(18.0, 125.0), description="Age (adults; 18-45, 46-70, >= 71)"),
        sex(),
        Boolean(name="neither_htn_nor_coagulopathy",
                description="Neither known hypertension nor impaired coagulation",
                definition="Impaired coagulation: admission INR > 3, aPTT > 80 s, platelets "
                           "< 50,000/uL, or daily antiplatelet therapy."),
    ],
    items=list(ITEMS),
    versions=[Version("delgado_almandoz_2010", dt.date(2010, 10, 1), DELGADO_2010, sich_score,
                      notes="0-6 points; optimal operating point at a score > 2.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[DELGADO_2010, MDCALC],
    notes="Derived in 623 patients with ICH who had CT angiography and validated prospectively "
          "(222); vascular cause in 14.2% overall. Age groups are whole years (18-45, 46-70, "
          ">= 71). Not for haemorrhage with subarachnoid blood in the basal cisterns, "
          "haemorrhagic transformation of a known infarct, a known vascular lesion or mass, or "
          "probable cerebral amyloid angiopathy (MDCalc's exclusions).",
)
