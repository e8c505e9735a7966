"""Focused Assessment with Sonography for Trauma (FAST): positive when free fluid is seen in any
of the four windows (Scalea et al. 1999 consensus)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

SCALEA_1999 = Reference(
    "Scalea TM, Rodriguez A, Chiu WC, Brenneman FD, Fallon WF Jr, Kato K, McKenney MG, "
    "Nerlich ML, Ochsner MG, Yoshii H. Focused Assessment with Sonography for Trauma (FAST): "
    "results from an international consensus conference. J Trauma. 1999;46(3):466-472.",
    doi="10.1097/00005373-199903000-00022")
MDCALC = Reference("MDCalc. Focused Assessment with Sonography for Trauma (FAST).")

WINDOWS = (
    ("pericardial_fluid", "Pericardial fluid",
     ("Pericardial fluid", "Subxiphoid (pericardial) fluid")),
    ("ruq_fluid", "Right upper quadrant (Morison's pouch) fluid",
     ("Right upper quadrant (Morison's pouch) fluid", "RUQ fluid", "Morison's pouch fluid",
      "Hepatorenal fluid")),
    ("luq_fluid", "Left upper quadrant (splenorenal recess) fluid",
     ("Left upper quadrant (splenorenal recess) fluid", "LUQ fluid", "Splenorenal fluid",
      "Perisplenic fluid")),
    ("suprapubic_fluid", "Suprapubic fluid",
     ("Suprapubic fluid", "Pelvic fluid", "Pouch of Douglas fluid", "Rectovesical fluid")),
)

FEATURES = [Boolean(name=n, description=f"{label} seen on ultrasound",
                    definition="anechoic free fluid in the window; absent when the window was "
                               "adequately imaged and shows none")
            for n, label, _ in WINDOWS]
ITEMS = tuple(criterion(n, label, aliases=aliases[1:], yes_aliases=("present",),
                        no_aliases=("absent",))
              for n, label, aliases in WINDOWS)


def fast(pericardial_fluid, ruq_fluid, luq_fluid, suprapubic_fluid):
    positive = (pericardial_fluid + ruq_fluid + luq_fluid + suprapubic_fluid) > 0
    return {"value": where(positive, "positive", "negative"),
            "pericardial_fluid": pericardial_fluid, "ruq_fluid": ruq_fluid,
            "luq_fluid": luq_fluid, "suprapubic_fluid": suprapubic_fluid}


def interpret(value, breakdown):
    if value == "positive":
        text = "Positive FAST: free fluid seen"
        if breakdown.get("pericardial_fluid"):
            text += " (pericardial fluid: suspect haemopericardium/tamponade)"
        if any(breakdown.get(k) for k in ("ruq_fluid", "luq_fluid", "suprapubic_fluid")):
            text += "; suspected haemoperitoneum (in an unstable patient, emergent laparotomy)"
        return text
    return ("Negative FAST: no free fluid seen; does not exclude injury (retroperitoneal and "
            "hollow-viscus injuries are missed); repeat or CT as indicated")


CALCULATOR = Calculator(
    id="fast",
    name="Focused Assessment with Sonography for Trauma (FAST)",
    aliases=["FAST exam", "FAST", "FAST ultrasound",
             "Focused Assessment with Sonography in Trauma"],
    specialty="emergency_trauma",
    description=("Bedside trauma ultrasound of four windows (pericardial, right upper quadrant, "
                 "left upper quadrant, suprapubic): positive when free fluid is seen in any."),
    keywords=["trauma ultrasound", "hemoperitoneum", "haemoperitoneum", "free fluid",
              "pericardial effusion", "blunt abdominal trauma", "Morison's pouch",
              "bedside ultrasound for internal bleeding", "free fluid in the abdomen after trauma",
              "blood around the heart after injury", "is there intraabdominal bleeding",
              "trauma bay ultrasound exam", "abdominal bleeding in unstable trauma"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("scalea_1999", dt.date(1999, 3, 1), SCALEA_1999, fast,
                      notes="Four windows; positive if free fluid in any.")],
    output=Output(kind="category", description="'positive' or 'negative'"),
    interpret=interpret,
    references=[SCALEA_1999, MDCALC],
    notes=("A FAST examination is positive when free fluid is seen in any of the four standard "
           "windows (Scalea 1999 consensus); MDCalc's form has the same four windows and "
           "reports 'Positive FAST' / 'Negative FAST'. Each window answers Present/Absent "
           "(or yes/no). An indeterminate window is not an input: give it as NA (missing). "
           "The extended FAST (eFAST, lung windows for pneumothorax) is not covered."),
)
