"""Age-adjusted D-dimer cut-off for excluding pulmonary embolism (ADJUST-PE, Righini et al.,
JAMA 2014): age x 10 µg/L (FEU) in patients over 50 years, 500 µg/L otherwise."""

import datetime as dt
import math

from medcalc.core import Calculator, Category, Choice, Output, Precondition, Quantity, Reference, Version
from medcalc.core.common import age
from medcalc.core.vector import floor, where

RIGHINI_2014 = Reference(
    "Righini M, Van Es J, Den Exter PL, et al. Age-adjusted D-dimer cutoff levels to rule out "
    "pulmonary embolism: the ADJUST-PE study. JAMA. 2014;311(11):1117-1124 (cut-off age x 10 "
    "µg/L in patients aged over 50 years, 500 µg/L otherwise; FEU assays).",
    doi="10.1001/jama.2014.2135", url="https://pubmed.ncbi.nlm.nih.gov/24643601/")
DOUMA_2010 = Reference(
    "Douma RA, le Gal G, Söhne M, et al. Potential of an age adjusted D-dimer cut-off value to "
    "improve the exclusion of pulmonary embolism in older patients: a retrospective analysis of "
    "three large cohorts. BMJ. 2010;340:c1475.", doi="10.1136/bmj.c1475")
MDCALC = Reference("MDCalc. Age-Adjusted D-dimer for Venous Thromboembolism (VTE).")

UNIT_TYPE = Category(
    name="unit_type", required=False, default="FEU",
    description="Reporting basis of the laboratory's D-dimer assay: FEU (fibrinogen-equivalent "
                "units, the basis of the ADJUST-PE cut-off) or DDU (D-dimer units, about half of "
                "FEU); FEU when not given",
    labels=("D-dimer unit type", "Unit type"),
    choices=(Choice("FEU", "FEU (fibrinogen-equivalent units)", aliases=("fibrinogen equivalent units",)),
             Choice("DDU", "DDU (D-dimer units)", aliases=("D-dimer units",))))
D_DIMER = Quantity(
    name="d_dimer", unit="µg/L", units=("µg/L", "ng/mL", "mg/L", "µg/mL"), range=(1.0, 200000.0),
    required=False, default=math.nan,
    description="The patient's D-dimer as reported (optional: compared with the cut-off in the "
                "interpretation), in the assay's basis (see unit_type)",
    labels=("D-dimer level reported by lab", "D-dimer level", "D-dimer"))


def cutoff(age, unit_type, d_dimer):
    per_year = where(unit_type == "DDU", 5.0, 10.0)
    value = where(age > 50, floor(age) * per_year, 50.0 * per_year)
    given = d_dimer == d_dimer  # NaN (not given) is unequal to itself
    return {"value": value, "d_dimer_given": given, "d_dimer": where(given, d_dimer, 0.0)}


def interpret(value, breakdown):
    d_dimer = breakdown.get("d_dimer")
    head = f"age-adjusted D-dimer cut-off {value:g} µg/L"
    if not breakdown.get("d_dimer_given"):
        return head + ("; a D-dimer below the cut-off excludes PE in patients with a non-high "
                       "(unlikely) clinical probability")
    if d_dimer < value:
        return (f"{head}; D-dimer {d_dimer:g} µg/L is below the cut-off: PE excluded if the "
                f"clinical probability is not high (no imaging needed)")
    return (f"{head}; D-dimer {d_dimer:g} µg/L is at or above the cut-off: VTE not excluded, "
            f"proceed to imaging (CT pulmonary angiography or V/Q scan)")


CALCULATOR = Calculator(
    id="age_adjusted_d_dimer",
    name="Age-Adjusted D-dimer for Venous Thromboembolism (VTE)",
    aliases=["Age-adjusted D-dimer", "ADJUST-PE cutoff", "age adjusted D-dimer cutoff"],
    specialty="hematology",
    description="D-dimer cut-off to exclude PE: age x 10 µg/L (FEU) above 50 years, 500 µg/L "
                "at 50 or younger (half of these for a DDU assay).",
    keywords=["pulmonary embolism", "PE", "D-dimer", "VTE", "ADJUST-PE", "elderly", "rule out",
              "D-dimer threshold for older patients", "raise D-dimer cutoff with age",
              "rule out pulmonary embolism in elderly",
              "avoid unnecessary CT pulmonary angiography", "age times ten D-dimer cutoff",
              "is D-dimer negative for this age", "exclude clot in patients over 50"],
    features=[age(description="Age in completed years (adults)", labels=("Age", "Age, years")),
              UNIT_TYPE, D_DIMER],
    versions=[Version("righini_2014", dt.date(2014, 3, 19), RIGHINI_2014, cutoff,
                      notes="Cut-off = age x 10 µg/L FEU for age > 50 years, else 500 µg/L. "
                            "Age in completed years. DDU assays: age x 5 (250 µg/L at <= 50), "
                            "MDCalc's convention for the half-size DDU basis.")],
    preconditions=[Precondition(lambda age: age >= 18,
                                "the cut-off was validated in adults (18 years or older)")],
    output=Output(unit="µg/L", decimals=0, range=(250, 6250),
                  description="Age-adjusted D-dimer cut-off in the assay's basis"),
    interpret=interpret,
    references=[RIGHINI_2014, DOUMA_2010, MDCALC],
    notes="ADJUST-PE applied the cut-off to outpatients with suspected PE and a non-high "
          "(or 'unlikely') clinical probability, with FEU assays (500 µg/L = 0.5 mg/L FEU). "
          "MDCalc offers a DDU unit type: its cut-off is half (age x 5 µg/L above 50, 250 µg/L "
          "otherwise); no fixed factor converts FEU to DDU, so the assay's own basis must be "
          "given. The output is the cut-off; a reported D-dimer is compared with it in the "
          "interpretation.",
)
