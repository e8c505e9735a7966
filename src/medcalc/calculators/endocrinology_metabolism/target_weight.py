"""Body weight that gives a target body mass index at the patient's height."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import height

WHO_2000 = Reference(
    "World Health Organization. Obesity: preventing and managing the global epidemic. "
    "WHO Technical Report Series 894, Geneva, 2000 (BMI = weight (kg) / height (m)^2; Table 2.1: "
    "classification of adults by BMI).",
    url="https://iris.who.int/handle/10665/42330")


def target_weight(target_bmi, height):
    height_m = height / 100.0
    return {"value": target_bmi * height_m ** 2, "height_m": height_m}


CALCULATOR = Calculator(
    id="target_weight",
    name="Target Weight (for a Target BMI)",
    aliases=["Target weight", "Target Body Weight", "Goal weight for a target BMI"],
    specialty="endocrinology_metabolism",
    description="Body weight (kg) at which a person of the given height has the target BMI: "
                "target BMI x height (m) squared.",
    keywords=["target weight", "goal weight", "target BMI", "weight loss goal", "body mass index",
              "healthy weight", "goal weight for BMI", "weight needed for healthy BMI",
              "how much weight to lose", "weight loss target", "weight at desired BMI",
              "body weight goal"],
    features=[
        Quantity(name="target_bmi", unit="kg/m²", range=(10.0, 70.0), units=("kg/m²",),
                 description="Target body mass index"),
        height(),
    ],
    versions=[
        Version("bmi_definition", dt.date(2000, 1, 1), WHO_2000, target_weight,
                notes="Target weight (kg) = target BMI (kg/m²) x height (m)²; the BMI definition "
                      "solved for weight."),
    ],
    output=Output(unit="kg", decimals=1, range=(0, float("inf"))),
    references=[WHO_2000],
    notes="The BMI definition rearranged; it does not judge whether the target is appropriate (the "
          "WHO adult classes put 18.5-24.9 kg/m² in the normal range; children need BMI-for-age "
          "percentiles). MedCalc-Bench (calculator 61) passes the target BMI under the key 'Body "
          "Mass Index (BMI)' and uses the same formula.",
)
