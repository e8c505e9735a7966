"""Urine anion gap: urine Na + urine K - urine Cl (Batlle 1988)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import urine_chloride, urine_potassium, urine_sodium

BATLLE_1988 = Reference(
    "Batlle DC, Hizon M, Cohen E, Gutterman C, Gupta R. The use of the urinary anion gap in the "
    "diagnosis of hyperchloremic metabolic acidosis. N Engl J Med. 1988;318(10):594-599.",
    doi="10.1056/NEJM198803103181002")


def urine_anion_gap(urine_sodium, urine_potassium, urine_chloride):
    return urine_sodium + urine_potassium - urine_chloride


def interpret(value):
    if value < 0:
        return ("negative: adequate urinary ammonium, suggests gastrointestinal bicarbonate loss "
                "(e.g. diarrhea)")
    if value > 0:
        return ("positive: low urinary ammonium, suggests impaired distal urinary acidification "
                "(e.g. distal renal tubular acidosis)")
    return "zero: neither negative nor positive, does not discriminate"


CALCULATOR = Calculator(
    id="urine_anion_gap",
    name="Urine Anion Gap",
    aliases=["Urinary anion gap", "UAG", "Urine net charge"],
    specialty="nephrology_urology",
    description="Urine anion gap = urine Na + urine K - urine Cl (mmol/L), a rough index of "
                "urinary ammonium in a normal anion gap (hyperchloremic) metabolic acidosis.",
    keywords=["urine electrolytes", "kidney retaining acid", "renal acid retention",
              "non-gap metabolic acidosis", "GI bicarbonate losses", "urine anion gap",
              "urinary anion gap", "UAG", "urine net charge", "urinary ammonium",
              "renal tubular acidosis", "RTA", "distal RTA", "normal anion gap metabolic acidosis",
              "non-anion gap acidosis", "NAGMA", "hyperchloremic acidosis", "diarrhea",
              "urine electrolytes", "kidney acid excretion in non-gap acidosis",
              "diarrhea versus renal tubular acidosis", "urine ammonium estimate",
              "is the kidney excreting acid", "cause of hyperchloremic acidosis",
              "renal versus GI bicarbonate loss"],
    features=[urine_sodium(), urine_potassium(), urine_chloride()],
    versions=[Version("batlle_1988", dt.date(1988, 3, 10), BATLLE_1988, urine_anion_gap,
                      notes="UAG = UNa + UK - UCl (mmol/L); negative: GI loss of bicarbonate, "
                            "positive: altered distal urinary acidification.")],
    output=Output(unit="mmol/L", decimals=0),
    interpret=interpret,
    references=[BATLLE_1988],
    notes="Batlle et al. 1988 (hyperchloremic metabolic acidosis): the urine anion gap was "
          "negative in normal subjects given ammonium chloride (-27 +/- 9.8 mmol/L) and in "
          "diarrhea (-20 +/- 5.7 mmol/L, even with a urine pH above 5.3), and positive in every "
          "patient with altered distal acidification: classic renal tubular acidosis (23 +/- "
          "4.1), hyperkalemic distal RTA (30 +/- 4.2), selective aldosterone deficiency (39 +/- "
          "4.2); it correlated negatively with urinary ammonium. A negative gap suggests "
          "gastrointestinal bicarbonate loss, a positive gap altered distal urinary "
          "acidification. The interpretation bands are these signs (no other cut-off is given "
          "by the source; 0 is reported as non-discriminating). Use it in a normal anion gap "
          "metabolic acidosis: unmeasured urinary anions (ketoacids, hippurate in toluene "
          "exposure, drug anions) make it positive despite high ammonium excretion, and a low "
          "urine sodium (volume depletion, reduced distal sodium delivery) limits ammonium "
          "excretion; these limits are known from later reviews and are not checked here.",
)
