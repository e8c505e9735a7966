"""Modified Marshall scoring system for organ failure (revised Atlanta classification of acute
pancreatitis, Banks et al., Gut 2013): respiratory, renal and cardiovascular systems, 0-4 each."""

import datetime as dt

from medcalc.core import Band, Calculator, Category, Choice, Output, Reference, Version, banded
from medcalc.core.common import creatinine, systolic_bp
from medcalc.core.na import Missing
from medcalc.core.vector import any_true, where
from medcalc.formulas.oxygenation import PAO2_FIO2_FROM_BLOOD_GAS, pao2_fio2_ratio_feature

BANKS_2013 = Reference(
    "Banks PA, Bollen TL, Dervenis C, et al. Classification of acute pancreatitis--2012: "
    "revision of the Atlanta classification and definitions by international consensus. Gut. "
    "2013;62(1):102-111.", doi="10.1136/gutjnl-2012-302779",
    url="https://pubmed.ncbi.nlm.nih.gov/23100216/")
MARSHALL_1995 = Reference(
    "Marshall JC, Cook DJ, Christou NV, Bernard GR, Sprung CL, Sibbald WJ. Multiple organ "
    "dysfunction score: a reliable descriptor of a complex clinical outcome. Crit Care Med. "
    "1995;23(10):1638-1652.", doi="10.1097/00003246-199510000-00007")
MDCALC = Reference("MDCalc. Modified Marshall Score.")

UMOL = 88.4  # µmol/L per mg/dL creatinine
UNKNOWN = -1  # cardiovascular level not given

RESPIRATORY = banded(
    "respiratory", "Respiratory (PaO2/FiO2)", "pao2_fio2_ratio",
    (Band("gt400", "> 400", 0, gt=400.0), Band("301_400", "301-400", 1, gt=300.0, le=400.0),
     Band("201_300", "201-300", 2, gt=200.0, le=300.0),
     Band("101_200", "101-200", 3, gt=101.0, le=200.0), Band("le101", "<= 101", 4, le=101.0)),
    aliases=("PaO2/FiO2", "Respiratory"))
RENAL = banded(
    "renal", "Renal (serum creatinine, µmol/L)", "creatinine",
    (Band("le134", "<= 134 µmol/L (< 1.4 mg/dL)", 0, le=134.0 / UMOL),
     Band("134_169", "134-169 µmol/L (1.4-1.8 mg/dL)", 1, gt=134.0 / UMOL, lt=170.0 / UMOL),
     Band("170_310", "170-310 µmol/L (1.9-3.6 mg/dL)", 2, ge=170.0 / UMOL, le=310.0 / UMOL),
     Band("311_439", "311-439 µmol/L (3.6-4.9 mg/dL)", 3, gt=310.0 / UMOL, le=439.0 / UMOL),
     Band("gt439", "> 439 µmol/L (> 4.9 mg/dL)", 4, gt=439.0 / UMOL)),
    aliases=("serum_creatinine", "Renal", "Creatinine"))
CIRCULATION = Category(
    name="cardiovascular", labels=("Cardiovascular (systolic BP)", "Cardiovascular"),
    required=False, default=UNKNOWN,
    description="Cardiovascular level (systolic blood pressure without inotropic support); "
                "needed when systolic BP is < 90 mmHg or not given",
    choices=(
        Choice("sbp_ge_90", "SBP >= 90 mmHg (0)", 0, aliases=(">90", ">= 90", "SBP > 90")),
        Choice("fluid_responsive", "SBP < 90 mmHg, fluid responsive (+1)", 1,
               aliases=("<90, fluid responsive", "fluid responsive")),
        Choice("not_fluid_responsive", "SBP < 90 mmHg, not fluid responsive (+2)", 2,
               aliases=("<90, not fluid responsive", "not fluid responsive")),
        Choice("ph_lt_7_3", "SBP < 90 mmHg, pH < 7.3 (+3)", 3, aliases=("<90, pH <7.3",)),
        Choice("ph_lt_7_2", "SBP < 90 mmHg, pH < 7.2 (+4)", 4, aliases=("<90, pH <7.2",)),
    ))
def marshall(respiratory, renal, cardiovascular, systolic_bp):
    # SBP >= 90 mmHg scores 0 whatever else is given; below 90 (or no SBP) the level is needed.
    cardiovascular = where(systolic_bp >= 90.0, 0, cardiovascular)
    if any_true(cardiovascular < 0):
        raise Missing("give the systolic BP (>= 90 mmHg scores 0) or, below 90 mmHg, the "
                      "cardiovascular level (fluid responsive, not fluid responsive, pH < 7.3, "
                      "pH < 7.2)", ("cardiovascular", "systolic_bp"))
    worst = where(respiratory > renal, respiratory, renal)
    worst = where(cardiovascular > worst, cardiovascular, worst)
    return {"value": respiratory + renal + cardiovascular, "respiratory": respiratory,
            "renal": renal, "cardiovascular": cardiovascular,
            "organ_failure": where(worst >= 2, "yes", "no")}


def interpret(score, breakdown):
    b = breakdown or {}
    if b.get("organ_failure") == "yes":
        return (f"Modified Marshall total {score}: organ failure present (a system scoring >= "
                "2); persistent > 48 h defines severe acute pancreatitis (revised Atlanta)")
    return f"Modified Marshall total {score}: no organ failure (no system scoring >= 2)"


CALCULATOR = Calculator(
    id="modified_marshall",
    name="Modified Marshall Score",
    aliases=["Modified Marshall scoring system", "Modified Marshall organ failure score",
             "Marshall score pancreatitis"],
    specialty="gastroenterology_hepatology",
    description="Organ failure in acute pancreatitis (revised Atlanta 2012): respiratory "
                "(PaO2/FiO2), renal (creatinine) and cardiovascular (systolic BP) systems, "
                "0-4 each; a system scoring >= 2 is organ failure.",
    keywords=["acute pancreatitis", "organ failure", "revised Atlanta", "severity",
              "organ failure in pancreatitis", "persistent organ failure pancreatitis",
              "severe pancreatitis by Atlanta", "respiratory renal cardiovascular failure",
              "pancreatitis organ dysfunction grading",
              "moderately severe pancreatitis classification"],
    features=[
        pao2_fio2_ratio_feature(),
        creatinine(description="Serum creatinine", labels=("serum_creatinine",)),
        CIRCULATION,
        systolic_bp(description="Systolic blood pressure (>= 90 mmHg scores 0)",
                    labels=("systolic_blood_pressure",), required=False,
                    default=float("nan")),
    ],
    items=[RESPIRATORY, RENAL],
    derived=[PAO2_FIO2_FROM_BLOOD_GAS],
    versions=[Version("banks_2013", dt.date(2013, 1, 1), BANKS_2013, marshall,
                      notes="Revised Atlanta 2012 modified Marshall table.")],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[BANKS_2013, MARSHALL_1995, MDCALC],
    notes="Bands of Banks 2013 (Table 2): PaO2/FiO2 > 400, 301-400, 201-300, 101-200, <= 101; "
          "creatinine <= 134, 134-169, 170-310, 311-439, > 439 µmol/L (continuous values "
          "between the printed integers go to the higher band's lower edge: > 134 and < 170 "
          "scores 1, > 310 scores 3); systolic BP >= 90 scores 0, below 90 by fluid response "
          "and pH. The value is the sum of the three systems (as MDCalc shows it); the "
          "organ-failure flag (any system >= 2) is in the breakdown and interpretation. "
          "Off-inotrope BP; a patient on vasopressors is scored by the fluid-response/pH "
          "level given.",
)
