"""Burn area by the Chinese new rule of nines (中国新九分法, 烧伤面积九分法): each body region's
share of the body surface (head-neck 9%, arms 2 x 9%, trunk 3 x 9%, legs 5 x 9% + 1%) times the
fraction of it burned; children's head larger and legs smaller by (12 - age)%."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import FEMALE, age, sex
from medcalc.core.vector import maximum, where

CHEN_2018 = Reference(
    "陈孝平, 汪建平, 赵继宗, 主编. 外科学. 第9版. 北京: 人民卫生出版社, 2018 (烧伤面积的估算: 中国新九分法 "
    "- 头颈部 9% (发部3, 面部3, 颈部3); 双上肢 2x9% (双上臂7, 双前臂6, 双手5); 躯干 3x9% (躯干前13, "
    "躯干后13, 会阴1); 双下肢 5x9%+1% (双臀5, 双大腿21, 双小腿13, 双足7; 成年女性双臀和双足各占6%); "
    "儿童头颈部 = 9 + (12 - 年龄), 双下肢 = 46 - (12 - 年龄)).")
WALLACE_1951 = Reference(
    "Wallace AB. The exposure treatment of burns. Lancet. 1951;1(6653):501-504 (the original "
    "rule of nines; see rule_of_nines).")

# region -> (adult % of body surface, group, Chinese name)
REGIONS = {
    "hair": (3.0, "head", "发部"), "face": (3.0, "head", "面部"), "neck": (3.0, "head", "颈部"),
    "upper_arms": (7.0, "arms", "双上臂"), "forearms": (6.0, "arms", "双前臂"),
    "hands": (5.0, "arms", "双手"),
    "anterior_trunk": (13.0, "trunk", "躯干前"), "posterior_trunk": (13.0, "trunk", "躯干后"),
    "perineum": (1.0, "trunk", "会阴"),
    "buttocks": (5.0, "legs", "双臀"), "thighs": (21.0, "legs", "双大腿"),
    "lower_legs": (13.0, "legs", "双小腿"), "feet": (7.0, "legs", "双足"),
}


def _region(name, share, zh):
    return Quantity(name=f"{name}_burned", unit="%", units=("%", "1"), range=(0.0, 100.0),
                    required=False, default=0.0, absent=0.0,
                    description=f"Percent of the {name.replace('_', ' ')} ({zh}, {share:g}% of "
                                f"the adult body surface) that is burned (100 = the whole "
                                f"region)", labels=(zh,))


def burn_area(hair_burned, face_burned, neck_burned, upper_arms_burned, forearms_burned,
              hands_burned, anterior_trunk_burned, posterior_trunk_burned, perineum_burned,
              buttocks_burned, thighs_burned, lower_legs_burned, feet_burned, sex, age):
    burned = dict(hair=hair_burned, face=face_burned, neck=neck_burned,
                  upper_arms=upper_arms_burned, forearms=forearms_burned, hands=hands_burned,
                  anterior_trunk=anterior_trunk_burned, posterior_trunk=posterior_trunk_burned,
                  perineum=perineum_burned, buttocks=buttocks_burned, thighs=thighs_burned,
                  lower_legs=lower_legs_burned, feet=feet_burned)
    years = 99.0 if age is None else where(age != age, 99.0, age)
    extra = maximum(12.0 - years, 0.0)  # children under 12: head + extra, legs - extra
    female_adult = (sex == FEMALE) & (extra == 0)
    total = 0.0
    for region, (share, group, _) in REGIONS.items():
        if region in ("buttocks", "feet"):
            share = where(female_adult, 6.0, share)
        if group == "head":
            share = share * (9.0 + extra) / 9.0
        elif group == "legs":
            share = share * (46.0 - extra) / 46.0
        total = total + share * burned[region] / 100.0
    return {"value": total, "child_head_extra_percent": extra}


CALCULATOR = Calculator(
    id="burn_area_chinese_rule_of_nines",
    name="Burn Area by the Chinese New Rule of Nines (%TBSA)",
    aliases=["烧伤面积(九分法)", "烧伤面积九分法", "中国新九分法", "九分法", "Chinese rule of nines",
             "Chinese new rule of nines"],
    specialty="emergency_trauma",
    description="Burned percent of total body surface area from the percent of each region "
                "burned, with the Chinese new rule of nines' regional shares (adult women and "
                "children adjusted).",
    keywords=["burns", "TBSA", "total body surface area", "rule of nines", "fluid resuscitation",
              "烧伤面积", "烧伤", "percent body surface burned", "how big is the burn",
              "burn extent in Chinese patients", "total burned surface area by region",
              "burn size for fluid resuscitation", "burn area estimate for women and children"],
    features=[_region(n, s, zh) for n, (s, _, zh) in REGIONS.items()]
    + [sex(required=False, default=None, labels=("性别",)),
       age(required=False, default=None, labels=("年龄",))],
    versions=[Version("textbook_9th_ed", dt.date(2018, 1, 1), CHEN_2018, burn_area,
                      notes="Regional shares of the Chinese new rule of nines; women: buttocks "
                            "and feet 6% each; children < 12 years: head-neck 9 + (12 - age)%, "
                            "lower limbs 46 - (12 - age)%.")],
    output=Output(unit="%", decimals=1, description="Burned % of total body surface area",
                  range=(0, 100)),
    references=[CHEN_2018, WALLACE_1951],
    notes="Each region is entered as the percent of that region burned (default 0: not "
          "burned); the burn's share is region share x percent / 100. The Chinese rule divides "
          "the body differently from Wallace's rule of nines (rule_of_nines: head 9, each arm "
          "9, front and back of trunk 18 each, each leg 18, perineum 1). Children's head and "
          "lower-limb shares are scaled within their regions by (12 - age). First-degree "
          "burns are not counted in the burn area for resuscitation formulas.",
)
