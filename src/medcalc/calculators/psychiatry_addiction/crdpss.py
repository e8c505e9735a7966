"""Clinician-Rated Dimensions of Psychosis Symptom Severity (CRDPSS; APA DSM-5 Section III):
eight domains rated 0-4 over the past 7 days; each domain is read on its own."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.psychiatry_w3 import rating

APA_2013 = Reference(
    "American Psychiatric Association. Clinician-Rated Dimensions of Psychosis Symptom "
    "Severity. In: Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition "
    "(DSM-5), Section III, Assessment Measures. Arlington, VA: APA; 2013 (may be reproduced "
    "without permission by researchers and by clinicians for use with their patients).")
BARCH_2013 = Reference(
    "Barch DM, Bustillo J, Gaebel W, et al. Logic and justification for dimensional assessment "
    "of symptoms and related clinical phenomena in psychosis: relevance to DSM-5. Schizophr "
    "Res. 2013;150(1):15-20.")
MDCALC_CRDPSS = Reference("MDCalc (mdcalc.com): Clinician-Rated Dimensions of Psychosis Symptom Severity.")

LEVELS = (("not_present", "Not present", 0, ("absent", "none")),
          ("equivocal", "Equivocal", 1),
          ("mild", "Present, mild", 2, ("mild",)),
          ("moderate", "Present, moderate", 3, ("moderate",)),
          ("severe", "Present, severe", 4, ("severe",)))
_DOMAINS = [("hallucinations", "Hallucinations"), ("delusions", "Delusions"),
            ("disorganized_speech", "Disorganized speech"),
            ("abnormal_psychomotor_behavior", "Abnormal psychomotor behavior"),
            ("negative_symptoms", "Negative symptoms (restricted emotional expression or "
                                  "avolition)"),
            ("impaired_cognition", "Impaired cognition"), ("depression", "Depression"),
            ("mania", "Mania")]
FEATURES, ITEMS = [], []
for number, (name, label) in enumerate(_DOMAINS, start=1):
    feature, item = rating(name, f"{label}", LEVELS, aliases=(f"{number}. {label}",
                                                              label.split(" (")[0]),
                           description=f"CRDPSS domain {number}: {label.lower()}, most severe "
                                       "level in the past 7 days (0 not present - 4 severe)")
    FEATURES.append(feature)
    ITEMS.append(item)
NAMES = tuple(i.name for i in ITEMS)


def crdpss(**levels):
    value = {n: levels[n] for n in NAMES}
    value["domains_present_mild_or_worse"] = sum((levels[n] >= 2) * 1 for n in NAMES)
    return {"value": value}


crdpss.__parameters__ = NAMES


def interpret(value):
    present = [n.replace("_", " ") for n in NAMES if value.get(n, 0) >= 2]
    if not present:
        return "No domain rated present (>= 2)"
    return "Domains present (>= 2, mild or worse): " + ", ".join(present)


CALCULATOR = Calculator(
    id="crdpss",
    name="Clinician-Rated Dimensions of Psychosis Symptom Severity (CRDPSS)",
    aliases=["CRDPSS", "Clinician-Rated Dimensions of Psychosis Symptom Severity",
             "DSM-5 psychosis symptom severity"],
    specialty="psychiatry_addiction",
    description=("DSM-5 dimensional rating of psychosis: eight domains (hallucinations, "
                 "delusions, disorganized speech, abnormal psychomotor behaviour, negative "
                 "symptoms, cognition, depression, mania) rated 0-4 over the past 7 days."),
    keywords=["psychosis", "schizophrenia", "DSM-5", "dimensional assessment", "symptom severity",
              "DSM-5 psychosis dimension ratings", "severity of hallucinations and delusions",
              "dimensional rating of psychotic symptoms", "psychosis symptom domains past week",
              "clinician rated psychosis dimensions",
              "negative symptoms and cognition rating in psychosis"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("apa_2013", dt.date(2013, 5, 18), APA_2013, crdpss,
                      notes="Eight domains 0-4 each, read separately; no total score.")],
    output=Output(kind="record", description="each domain's level (0-4) and the number of "
                                             "domains rated >= 2"),
    interpret=interpret,
    references=[APA_2013, BARCH_2013, MDCALC_CRDPSS],
    notes=(
        "The APA measure rates each of eight domains 0 (not present), 1 (equivocal), 2 "
        "(present, mild), 3 (moderate), 4 (severe) and defines no total score; the result is "
        "therefore a record of the domain levels plus the number of domains at >= 2 (present). "
        "Domain definitions paraphrased. Licence: APA permits reproduction without permission "
        "by researchers and by clinicians for use with their patients. Under missing='absent' "
        "an unrated domain counts as not present."),
)
