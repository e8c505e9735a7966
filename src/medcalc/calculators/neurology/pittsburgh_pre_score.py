"""Pittsburgh Response to Endovascular therapy (PRE) score: age + 2 x NIHSS - 10 x ASPECTS, to
identify patients with anterior-circulation large vessel occlusion likely to benefit from
thrombectomy (Rangaraju et al., J Neurointerv Surg 2015)."""

import datetime as dt

from medcalc.core import Calculator, Count, Output, Reference, Version
from medcalc.core.common import age
from medcalc.core.vector import floor

RANGARAJU_2015 = Reference(
    "Rangaraju S, Aghaebrahim A, Streib C, Sun CH, Ribo M, Muchada M, Nogueira R, Frankel M, "
    "Gupta R, Jadhav A, Jovin TG. Pittsburgh Response to Endovascular therapy (PRE) score: "
    "optimizing patient selection for endovascular therapy for large vessel occlusion strokes. "
    "J Neurointerv Surg. 2015;7(11):783-788 (PRE = age + 2 x NIHSS - 10 x ASPECTS; benefit of "
    "TICI 2b/3 reperfusion by PRE group).",
    doi="10.1136/neurintsurg-2014-011351")
MDCALC = Reference("MDCalc. Pittsburgh Response to Endovascular therapy (PRE) Score.")


def pre_score(age, nihss, aspects):
    years = floor(age)
    return {"value": years + 2 * nihss - 10 * aspects, "age_years": years}


def interpret(score):
    if score <= -25:
        return (f"PRE {score} (<= -25): good outcome likely; reperfusion was not associated "
                "with additional benefit in this group")
    if score < 50:
        return (f"PRE {score} (-24 to 49): likely to benefit from endovascular therapy if TICI "
                "2b/3 reperfusion is achieved")
    return (f"PRE {score} (>= 50): least likely to benefit; good outcome and final infarct size "
            "were not affected by reperfusion in this group")


CALCULATOR = Calculator(
    id="pittsburgh_pre_score",
    name="Pittsburgh Response to Endovascular therapy (PRE) Score",
    aliases=["PRE score", "Pittsburgh Response to Endovascular therapy", "PRE Score"],
    specialty="neurology",
    description="PRE = age (years) + 2 x NIHSS - 10 x ASPECTS, for adults with anterior "
                "circulation large vessel occlusion stroke within 8 h being considered for "
                "thrombectomy; lower is better.",
    keywords=["thrombectomy", "endovascular therapy", "large vessel occlusion", "LVO", "ASPECTS",
              "NIHSS", "stroke prognosis", "outcome after thrombectomy",
              "predict good outcome with endovascular therapy", "futile thrombectomy prediction",
              "thrombectomy outcome from age deficit and CT", "benefit from clot retrieval",
              "large vessel occlusion prognosis"],
    features=[
        age(description="Age (whole years are used)", labels=("Age",)),
        Count(name="nihss", description="Baseline NIH Stroke Scale score (0-42)", range=(0, 42),
              labels=("NIHSS Score", "NIHSS")),
        Count(name="aspects", description="Alberta Stroke Program Early CT Score on the most "
                                          "recent CT (0-10)", range=(0, 10),
              labels=("ASPECTS Score", "ASPECTS")),
    ],
    versions=[Version("rangaraju_2015", dt.date(2015, 11, 1), RANGARAJU_2015, pre_score,
                      notes="Age + 2 x NIHSS - 10 x ASPECTS; groups <= -25, -24 to 49, >= 50.")],
    output=Output(kind="integer", unit="points", range=(-100, 209)),
    interpret=interpret,
    references=[RANGARAJU_2015, MDCALC],
    notes="Derived in 247 patients with ICA-T, M1 or M2 occlusion (Grady) and validated at UPMC "
          "and Vall d'Hebron; good outcome = 90-day mRS 0-2. Age is taken in whole years "
          "(floor), as MDCalc's form takes years. Interpretation groups as in the paper and "
          "MDCalc: recanalization benefit concentrated in -24 to 49; none detected at >= 50.",
)
