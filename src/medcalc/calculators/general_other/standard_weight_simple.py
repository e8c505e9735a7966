"""Standard body weight by the simple formula (标准体重简易公式): height (cm) - 105, with
Broca's height - 100 and the (height - 100) x 0.9 rule as variants."""

import datetime as dt

from medcalc.core import Calculator, Output, Precondition, Reference, Variant, Version
from medcalc.core.common import height

GE_2018 = Reference(
    "葛均波, 徐永健, 王辰, 主编. 内科学. 第9版. 北京: 人民卫生出版社, 2018 (营养和代谢性疾病: 标准体重"
    "(kg) = 身高(cm) - 105; 理想体重的简易估算). [Internal Medicine, 9th ed.: standard weight "
    "= height (cm) - 105.]")
BROCA_1871 = Reference(
    "Broca P. Mémoires d'anthropologie. Paris: Reinwald; 1871 (ideal weight in kg = height in cm "
    "- 100, as commonly attributed).")

SIMPLE, BROCA, BROCA_09 = "height_minus_105", "broca", "broca_0_9"


def minus_105(height):
    return {"value": height - 105.0}


def minus_100(height):
    return {"value": height - 100.0}


def broca_09(height):
    return {"value": (height - 100.0) * 0.9}


CALCULATOR = Calculator(
    id="standard_weight_simple",
    name="Standard Body Weight (Simple Formula, Height - 105)",
    aliases=["标准体重简易公式", "标准体重", "Standard weight simple formula",
             "Broca index", "Broca formula", "理想体重简易公式"],
    specialty="general_other",
    description="Standard (ideal) body weight in kg = height in cm - 105 (Chinese textbook "
                "rule); Broca's height - 100 and (height - 100) x 0.9 as variants.",
    keywords=["ideal body weight", "standard weight", "Broca", "obesity", "diabetic diet",
              "how much should weigh", "normal weight for height", "desirable weight", "标准体重",
              "理想体重", "height minus 105", "ideal weight quick formula",
              "standard weight for height", "desirable body weight", "how much should I weigh",
              "ideal weight for diabetic diet"],
    features=[height(labels=("身高",))],
    versions=[
        Version("textbook_minus_105", dt.date(2018, 1, 1), GE_2018, minus_105, variant=SIMPLE,
                notes="Standard weight (kg) = height (cm) - 105."),
        Version("broca_1871", dt.date(1871, 1, 1), BROCA_1871, minus_100, variant=BROCA,
                notes="Broca: height (cm) - 100."),
        Version("broca_0_9", dt.date(1871, 1, 1), BROCA_1871, broca_09, variant=BROCA_09,
                notes="(height (cm) - 100) x 0.9 (the 'modified Broca' rule)."),
    ],
    variants=[
        Variant(SIMPLE, "Height - 105: the Chinese textbook simple formula (default).", GE_2018),
        Variant(BROCA, "Broca's height - 100.", BROCA_1871),
        Variant(BROCA_09, "(Height - 100) x 0.9, the modified Broca rule.", BROCA_1871),
    ],
    default_version="textbook_minus_105",
    output=Output(unit="kg", decimals=1, description="Standard body weight",
                  range=(0, float("inf"))),
    preconditions=[Precondition(
        lambda height: height >= 140,
        "an adult rule of thumb: heights below 140 cm (children, very short stature) are "
        "outside its use and would give an implausibly low or negative weight")],
    references=[GE_2018, BROCA_1871],
    notes="Rules of thumb without an outcome-based derivation, for adults of ordinary stature "
          "(roughly 150-190 cm; below 140 cm NA not_applicable); a weight within +/- 10% of "
          "the standard is usually called normal, > 20% above obese. The formula text of CMedCalc-Bench's 标准体重简易公式 is "
          "not released; height - 105 is the form in Chinese textbooks. For drug dosing or "
          "ventilation use ideal_body_weight (Devine) or ardsnet_predicted_body_weight.",
)
