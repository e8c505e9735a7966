"""Harmless Acute Pancreatitis Score (HAPS; Lankisch et al., Clin Gastroenterol Hepatol 2009):
no peritonism, a normal haematocrit and a normal creatinine on admission predict a non-severe
course."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.common import MALE, creatinine, hematocrit, sex
from medcalc.core.vector import where

LANKISCH_2009 = Reference(
    "Lankisch PG, Weber-Dany B, Hebel K, Maisonneuve P, Lowenfels AB. The harmless acute "
    "pancreatitis score: a clinical algorithm for rapid initial stratification of nonsevere "
    "disease. Clin Gastroenterol Hepatol. 2009;7(6):702-705.",
    doi="10.1016/j.cgh.2009.02.020", url="https://pubmed.ncbi.nlm.nih.gov/19245846/")
MDCALC = Reference("MDCalc. Harmless Acute Pancreatitis Score (HAPS).")

HCT_MALE, HCT_FEMALE = 43.0, 39.6  # %, upper limits of normal (abnormal above)
CREATININE_LIMIT = 2.0  # mg/dL (abnormal above)

PERITONITIS = criterion("peritonitis", "Rebound tenderness or guarding (peritonitis)",
                        "peritonitis",
                        aliases=("peritonitis (rebound tenderness/guarding)",
                                 "Rebound tenderness or guarding", "Peritonitis"),
                        yes_aliases=("present",), no_aliases=("absent",))
CREATININE = criterion("creatinine_gt_2", "Creatinine > 2 mg/dL (177 µmol/L)", "creatinine",
                       gt=CREATININE_LIMIT, aliases=("serum_creatinine", "Creatinine"))
ITEMS = (PERITONITIS, CREATININE)


def haps(peritonitis, creatinine_gt_2, sex, hematocrit):
    hct_abnormal = where(sex == MALE, hematocrit > HCT_MALE, hematocrit > HCT_FEMALE) * 1
    return {"value": peritonitis + creatinine_gt_2 + hct_abnormal, "peritonitis": peritonitis,
            "creatinine_gt_2": creatinine_gt_2, "hematocrit_abnormal": hct_abnormal}


def interpret(score):
    if score == 0:
        return ("HAPS 0 (harmless): non-severe course predicted; pancreatic necrosis, dialysis, "
                "ventilation and death unlikely (98% accurate in Lankisch 2009)")
    return (f"HAPS {score}: a harmless course cannot be predicted; assess severity further")


CALCULATOR = Calculator(
    id="haps",
    name="Harmless Acute Pancreatitis Score (HAPS)",
    aliases=["HAPS", "Harmless Acute Pancreatitis Score"],
    specialty="gastroenterology_hepatology",
    description="Counts admission findings against a harmless course of acute pancreatitis "
                "(0-3): peritonism, haematocrit above normal for sex, creatinine > 2 mg/dL; 0 "
                "predicts a non-severe course.",
    keywords=["acute pancreatitis", "severity", "triage", "non-severe", "admission",
              "will pancreatitis be mild", "nonsevere pancreatitis prediction",
              "pancreatitis safe for ward", "benign course acute pancreatitis",
              "rule out severe pancreatitis", "pancreatitis triage on admission"],
    features=[
        Boolean(name="peritonitis", description="Rebound tenderness or guarding on admission",
                labels=("peritonitis (rebound tenderness/guarding)",)),
        creatinine(description="Serum creatinine on admission (criterion: > 2 mg/dL)",
                   labels=("serum_creatinine",)),
        sex(),
        hematocrit(description="Haematocrit on admission (abnormal: > 43% men, > 39.6% women)"),
    ],
    items=list(ITEMS),
    versions=[Version("lankisch_2009", dt.date(2009, 6, 1), LANKISCH_2009, haps,
                      notes="One count each: rebound tenderness/guarding; haematocrit > 43% "
                            "(men) or > 39.6% (women); creatinine > 2 mg/dL. 0 = harmless.")],
    output=Output(kind="integer", unit="points", range=(0, 3)),
    interpret=interpret,
    references=[LANKISCH_2009, MDCALC],
    notes="Lankisch 2009 defines the harmless course by the absence of all three findings "
          "(no peritonism, normal haematocrit, normal creatinine) with the limits 43% (men), "
          "39.6% (women) and 2 mg/dL; here each abnormal finding counts 1, as MDCalc adds them, "
          "and 0 is the harmless result. Values exactly at a limit count as normal (the paper's "
          "full text was not read; some calculators print >= instead).",
)
