"""Richmond Agitation-Sedation Scale (RASS): a 10-level scale of agitation (+1 to +4) and
sedation (-1 to -5) around alert and calm (0) (Sessler et al. 2002)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.early_warning import RASS_LEVELS, rass_level

SESSLER_2002 = Reference(
    "Sessler CN, Gosnell MS, Grap MJ, Brophy GM, O'Neal PV, Keane KA, Tesoro EP, Elswick RK. The "
    "Richmond Agitation-Sedation Scale: validity and reliability in adult intensive care unit "
    "patients. Am J Respir Crit Care Med. 2002;166(10):1338-1344 (Table 1: the scale and its "
    "procedure).", doi="10.1164/rccm.2107138", url="https://pubmed.ncbi.nlm.nih.gov/12421743/")
ELY_2003 = Reference(
    "Ely EW, Truman B, Shintani A, et al. Monitoring sedation status over time in ICU patients: "
    "reliability and validity of the Richmond Agitation-Sedation Scale (RASS). JAMA. "
    "2003;289(22):2983-2991.", doi="10.1001/jama.289.22.2983")

RASS_LEVEL = rass_level(labels=("Patient description",))


def rass(rass_level):
    return rass_level


def interpret(level):
    term, text = RASS_LEVELS[level]
    signed = f"{level:+d}" if level else "0"
    return f"RASS {signed}: {term.lower()} ({text})"


CALCULATOR = Calculator(
    id="rass",
    name="Richmond Agitation-Sedation Scale (RASS)",
    aliases=["RASS", "Richmond Agitation Sedation Scale", "Richmond scale",
             "Richmond躁动-镇静评分（RASS）"],
    specialty="critical_care",
    description=("Level of agitation or sedation of an ICU patient on the 10-point Richmond "
                 "scale, from +4 (combative) through 0 (alert and calm) to -5 (unarousable)."),
    keywords=["sedation", "agitation", "sedation depth", "sedation target", "ICU sedation",
              "mechanical ventilation", "delirium assessment", "sedation scale", "arousal",
              "how sedated is the patient", "agitation and sedation level", "depth of sedation",
              "sedation target in ICU", "is the patient agitated or oversedated",
              "arousal level before delirium screen"],
    features=[RASS_LEVEL],
    versions=[Version("sessler_2002", dt.date(2002, 11, 15), SESSLER_2002, rass,
                      notes="Ten levels, +4 to -5; the value is the level itself.")],
    output=Output(kind="integer", unit=None,
                  description="RASS level, +4 (combative) to -5 (unarousable)", range=(-5, 4)),
    interpret=interpret,
    references=[SESSLER_2002, ELY_2003],
    notes=(
        "The input is the level the assessor observed (Sessler 2002, Table 1, described here in "
        "our own words); the value is that level as an integer and the interpretation names it. "
        "A level can be given by its number (-5 to 4, or '+2', 'RASS -3') or its term "
        "('drowsy', 'very agitated'). RASS -4 or -5 means the patient cannot be assessed for "
        "delirium with the CAM-ICU (calculator cam_icu). Sedation targets (for example light "
        "sedation, RASS -2 to 0, in the SCCM PADIS 2018 guideline) are treatment goals and not "
        "part of the scale."),
)
