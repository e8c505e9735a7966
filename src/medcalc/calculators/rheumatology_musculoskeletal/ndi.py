"""Neck Disability Index (Vernon & Mior, J Manipulative Physiol Ther 1991)."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version

VERNON_1991 = Reference(
    "Vernon H, Mior S. The Neck Disability Index: a study of reliability and validity. J "
    "Manipulative Physiol Ther. 1991;14(7):409-415.")
VERNON_2008 = Reference(
    "Vernon H. The Neck Disability Index: state-of-the-art, 1991-2008. J Manipulative Physiol "
    "Ther. 2008;31(7):491-502 (scoring, missing items, severity bands).",
    doi="10.1016/j.jmpt.2008.08.006")

SECTIONS = (
    ("pain_intensity", "Pain intensity"), ("personal_care", "Personal care"),
    ("lifting", "Lifting"), ("reading", "Reading"), ("headaches", "Headaches"),
    ("concentration", "Concentration"), ("work", "Work"), ("driving", "Driving"),
    ("sleeping", "Sleeping"), ("recreation", "Recreation"),
)
NAMES = tuple(s[0] for s in SECTIONS)


def compute(**sections):
    total = sum(sections[n] for n in NAMES)
    return {"value": total * 2.0, "raw_score": total}


compute.__parameters__ = NAMES


def interpret(percent, breakdown):
    raw = int(round((breakdown or {}).get("raw_score", percent / 2)))
    if raw <= 4:
        band = "no disability"
    elif raw <= 14:
        band = "mild disability"
    elif raw <= 24:
        band = "moderate disability"
    elif raw <= 34:
        band = "severe disability"
    else:
        band = "complete disability"
    return f"{band} (NDI {raw}/50 = {percent:g}%)"


CALCULATOR = Calculator(
    id="ndi",
    name="Neck Disability Index (NDI)",
    aliases=["NDI", "Neck Disability Index", "Vernon-Mior Neck Disability Index"],
    specialty="rheumatology_musculoskeletal",
    description=("Self-reported disability from neck pain: ten sections scored 0-5 (0-50), "
                 "reported as a percentage (0-100%)."),
    keywords=["neck pain", "whiplash", "cervical radiculopathy", "disability questionnaire",
              "patient reported outcome", "neck pain disability",
              "disability from neck pain percent", "whiplash functional impact",
              "neck pain questionnaire", "track neck pain treatment response",
              "cervical spine functional limitation"],
    features=[Count(name=n, range=(0, 5), labels=(label,),
                    description=f"NDI section '{label}': the answer's score, 0 (no limitation) "
                                "to 5 (most severe)") for n, label in SECTIONS],
    versions=[Version("vernon_1991", dt.date(1991, 9, 1), VERNON_1991, compute,
                      notes="Sum of ten sections 0-5 (0-50); percent = sum x 2.")],
    output=Output(kind="number", unit="%", decimals=0, range=(0.0, 100.0)),
    interpret=interpret,
    references=[VERNON_1991, VERNON_2008],
    notes=("Inputs are the section scores (0-5), not the answer texts (not reproduced). All "
           "ten sections are required; Vernon 2008 describes prorating when one or two "
           "sections are unanswered, which is not done here. Severity bands on the raw score "
           "(Vernon 2008): 0-4 none, 5-14 mild, 15-24 moderate, 25-34 severe, >= 35 "
           "complete. The NDI is free to use for clinical and research purposes (the "
           "developer asks for citation); no MDCalc form answer recorded."),
)
