"""Rockall score (Rockall et al., Gut 1996): the clinical items shared by the pre-endoscopy and
the complete score, declared once."""

from medcalc.core import Band, Category, Choice, Reference, banded

ROCKALL_1996 = Reference(
    "Rockall TA, Logan RF, Devlin HB, Northfield TC. Risk assessment after acute upper "
    "gastrointestinal haemorrhage. Gut. 1996;38(3):316-321.", doi="10.1136/gut.38.3.316",
    url="https://pubmed.ncbi.nlm.nih.gov/8675081/")
MDCALC = Reference("MDCalc. Rockall Score for Upper GI Bleeding.")

AGE = banded("age_points", "Age", "age",
             (Band("lt60", "< 60 years", 0, lt=60.0), Band("60_79", "60-79 years", 1, ge=60.0, lt=80.0),
              Band("ge80", ">= 80 years", 2, ge=80.0)), aliases=("Age",))
SHOCK = Category(
    name="shock", labels=("Shock", "Circulation"), description="Haemodynamic status",
    choices=(
        Choice("no_shock", "No shock: SBP >= 100 mmHg and pulse < 100/min", 0,
               aliases=("No shock", "no shock (SBP >=100, HR <100)")),
        Choice("tachycardia", "Tachycardia: SBP >= 100 mmHg and pulse >= 100/min", 1,
               aliases=("Tachycardia", "Pulse >=100")),
        Choice("hypotension", "Hypotension: SBP < 100 mmHg", 2,
               aliases=("Hypotension", "SBP <100")),
    ))
COMORBIDITY = Category(
    name="comorbidity", labels=("Comorbidity", "Comorbidities"), description="Most severe comorbidity",
    choices=(
        Choice("none", "No major comorbidity", 0, aliases=("None", "No major comorbidity")),
        Choice("major", "Cardiac failure, ischaemic heart disease or any major comorbidity", 2,
               aliases=("Cardiac failure, ischemic heart disease, any major comorbidity",
                        "Cardiac failure", "ischaemic heart disease", "ischemic heart disease",
                        "major comorbidity")),
        Choice("renal_liver_malignancy", "Renal failure, liver failure or disseminated malignancy", 3,
               aliases=("Renal failure, liver failure, disseminated malignancy", "renal failure",
                        "liver failure", "disseminated malignancy")),
    ))
