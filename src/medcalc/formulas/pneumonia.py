"""Severity criteria of community-acquired pneumonia shared by CURB-65 and CRB-65.

Lim WS et al. Thorax 2003;58:377-382 derived CURB-65 (confusion, urea > 7 mmol/L, respiratory
rate >= 30/min, low blood pressure, age >= 65) and, from the same cohort, CRB-65 (the four
criteria that need no blood test). The four shared criteria are written here once; the urea
criterion belongs to CURB-65 alone.

Declared as items (medcalc.core.items): each criterion may be answered by its measurement(s), its
band (">= 65", "< 30") or yes/no; the blood-pressure criterion is an either-or item (met when
either pressure meets it).
"""

from __future__ import annotations

from medcalc.core.items import Condition, criterion, either

RESPIRATORY_RATE_THRESHOLD = 30.0  # breaths/min, criterion met at >= 30
SYSTOLIC_BP_THRESHOLD = 90.0  # mmHg, criterion met below 90
DIASTOLIC_BP_THRESHOLD = 60.0  # mmHg, criterion met at <= 60
AGE_THRESHOLD = 65.0  # years, criterion met at >= 65

CONFUSION_DEFINITION = (
    "New mental confusion: an Abbreviated Mental Test score of 8 or less, or new disorientation "
    "in person, place or time (Lim 2003); the criterion is new confusion, not unchanged "
    "long-standing cognitive impairment.")

# The four criteria CRB-65 and CURB-65 share, one point each, labelled as Lim 2003 prints them
# (aliases: MDCalc's form labels).
CONFUSION = criterion("confusion", "Confusion", aliases=("Confusion (new)",))
RESPIRATORY_RATE = criterion(
    "respiratory_rate", "Respiratory rate >= 30/min", ge=RESPIRATORY_RATE_THRESHOLD,
    aliases=("Respiratory Rate ≥30", "Respiratory rate ≥ 30 breaths/min", "RR >= 30"))
BLOOD_PRESSURE = either(
    "blood_pressure", "Low blood pressure (systolic < 90 mmHg or diastolic <= 60 mmHg)",
    (Condition("systolic_bp", lt=SYSTOLIC_BP_THRESHOLD),
     Condition("diastolic_bp", le=DIASTOLIC_BP_THRESHOLD)),
    aliases=("Systolic BP <90 mmHg or Diastolic BP ≤60 mmHg", "SBP < 90 or DBP <= 60",
             "Blood pressure"))
AGE = criterion("age", "Age >= 65 years", ge=AGE_THRESHOLD,
                aliases=("Age ≥65", "Age >= 65"))
CRB_65_ITEMS = (CONFUSION, RESPIRATORY_RATE, BLOOD_PRESSURE, AGE)
