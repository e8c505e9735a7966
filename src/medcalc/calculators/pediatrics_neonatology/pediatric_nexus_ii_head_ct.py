"""NEXUS II head CT decision instrument applied to children with blunt head trauma (Oman et al.
2006)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core import Boolean
from medcalc.core.vector import where

OMAN_2006 = Reference(
    "Oman JA, Cooper RJ, Holmes JF, et al. Performance of a decision rule to predict need for "
    "computed tomography among children with blunt head trauma. Pediatrics. "
    "2006;117(2):e238-e246 (NEXUS II criteria in 1,666 children: sensitivity 98.6% for "
    "significant intracranial injury).", doi="10.1542/peds.2005-1063")
MOWER_2005 = Reference(
    "Mower WR, Hoffman JR, Herbert M, Wolfson AB, Pollack CV Jr, Zucker MI; NEXUS II "
    "Investigators. Developing a decision instrument to guide computed tomographic imaging of "
    "blunt head injury patients. J Trauma. 2005;59(4):954-959.",
    doi="10.1097/01.ta.0000187813.79047.42")
MDCALC = Reference("MDCalc. Pediatric NEXUS II Head CT Decision Instrument for Blunt Trauma.",
                   url="https://www.mdcalc.com/")

CRITERIA = (
    ("skull_fracture", "Evidence of significant skull fracture", ("Evidence of skull fracture",)),
    ("scalp_hematoma", "Scalp hematoma", ("Scalp hematoma",)),
    ("neurologic_deficit", "Neurologic deficit", ("Neurologic deficit",)),
    ("altered_alertness", "Abnormal level of alertness", ("Abnormal level of alertness",
                                                          "Altered level of alertness")),
    ("abnormal_behavior", "Abnormal behaviour", ("Abnormal behavior",)),
    ("persistent_vomiting", "Persistent vomiting", ("Persistent vomiting",)),
    ("coagulopathy", "Coagulopathy", ("Coagulopathy",)),
)
FEATURES = [Boolean(name=n, description=d, labels=labels) for n, d, labels in CRITERIA]


def nexus_ii(skull_fracture, scalp_hematoma, neurologic_deficit, altered_alertness,
             abnormal_behavior, persistent_vomiting, coagulopathy):
    count = (skull_fracture * 1 + scalp_hematoma * 1 + neurologic_deficit * 1
             + altered_alertness * 1 + abnormal_behavior * 1 + persistent_vomiting * 1
             + coagulopathy * 1)
    return {"value": where(count > 0, "high risk", "low risk"), "criteria_present": count}


def interpret(value):
    if value == "high risk":
        return "high risk: at least one NEXUS II criterion present; CT imaging indicated"
    return ("low risk: no NEXUS II criterion present; CT may be avoided (sensitivity 98.6% for "
            "significant intracranial injury in Oman 2006)")


CALCULATOR = Calculator(
    id="pediatric_nexus_ii_head_ct",
    name="Pediatric NEXUS II Head CT Decision Instrument for Blunt Trauma",
    aliases=["Pediatric NEXUS II", "NEXUS II head CT children"],
    specialty="pediatrics_neonatology",
    description="Need for head CT in a child with blunt head trauma: any of seven NEXUS II "
                "criteria (skull fracture, scalp hematoma, neurologic deficit, altered "
                "alertness, abnormal behaviour, persistent vomiting, coagulopathy) means high "
                "risk.",
    keywords=["head injury", "head CT", "children", "blunt trauma", "NEXUS II",
              "intracranial injury", "does child need head CT",
              "pediatric head trauma imaging decision", "brain injury after head bump child",
              "head CT rule for children", "intracranial injury risk child",
              "avoid unnecessary head CT children"],
    features=FEATURES,
    versions=[Version("oman_2006", dt.date(2006, 2, 1), OMAN_2006, nexus_ii,
                      notes="High risk (image) if any criterion is present.")],
    output=Output(kind="category", description="high risk or low risk"),
    interpret=interpret,
    references=[OMAN_2006, MOWER_2005, MDCALC],
    notes="NEXUS II criteria (Mower 2005) validated in children by Oman 2006; in children "
          "under 3 years the sensitivity was lower and the authors advised caution. "
          "missing='absent' treats unanswered criteria as absent.",
)
