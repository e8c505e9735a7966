"""Burn depth by the Chinese three-degree four-level method (三度四分法): first degree, superficial
second degree, deep second degree, third degree, from the appearance of the wound."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Category,
    Choice,
    Implausible,
    Output,
    Reference,
    Version,
)
from medcalc.core.vector import any_true, where

CHEN_2018 = Reference(
    "陈孝平, 汪建平, 赵继宗, 主编. 外科学. 第9版. 北京: 人民卫生出版社, 2018 (烧伤: 伤情判断, "
    "烧伤深度的识别采用三度四分法). [Chen XP, Wang JP, Zhao JZ, eds. Surgery, 9th ed. Beijing: "
    "People's Medical Publishing House; 2018, chapter on burns: burn depth by the three-degree "
    "four-level method.]")

FIRST = "first_degree"
SUPERFICIAL_SECOND = "superficial_second_degree"
DEEP_SECOND = "deep_second_degree"
THIRD = "third_degree"
NOT_ASSESSED = "not_assessed"

WOUND_BASE = Category(
    name="wound_appearance",
    description="Appearance of the burn wound (after removing any blister roof)",
    definition=("Erythema: red, dry, no blister, slight swelling (I度 红斑、干燥); red and moist: "
                "uniformly red, moist, shiny and oedematous base (浅II度 创面红润、潮湿); "
                "red-white mottled: pale base with red spots, only slightly moist (深II度 "
                "创面微湿、红白相间); waxy/charred eschar: waxy white, brownish-yellow or "
                "charred, dry and leathery, cold, thrombosed vessels may show through the "
                "eschar (III度 蜡白或焦黄甚至炭化, 焦痂如皮革, 树枝状栓塞血管)."),
    choices=(
        Choice("erythema", "Erythema, dry, no blister (红斑, 干燥)",
               aliases=("red dry", "erythematous", "red and dry", "红斑", "红斑干燥")),
        Choice("red_moist", "Red, moist, oedematous base (创面红润潮湿)",
               aliases=("red and moist", "moist red", "pink moist", "红润潮湿", "创面红润")),
        Choice("red_white_mottled", "Pale with red spots, slightly moist (红白相间, 微湿)",
               aliases=("mottled", "red-white mottled", "pale mottled", "red and white",
                        "红白相间")),
        Choice("eschar", "Waxy white, brownish-yellow or charred leathery eschar "
                         "(蜡白/焦黄/炭化, 焦痂)",
               aliases=("waxy white", "charred", "leathery", "leathery eschar", "white leathery",
                        "焦痂", "蜡白", "焦黄", "炭化")),
    ),
)

BLISTERS = Category(
    name="blisters",
    description="Blisters (optional consistency check)",
    definition="Present: blisters of any size, intact or ruptured; absent: none formed.",
    required=False, default=NOT_ASSESSED,
    choices=(
        Choice("present", "Blisters present (有水疱)", aliases=("yes", "blisters", "有水疱")),
        Choice("absent", "No blisters (无水疱)", aliases=("no", "none", "no blisters", "无水疱")),
        Choice(NOT_ASSESSED, "Not assessed", aliases=("not assessed", "unknown blisters")),
    ),
)

PAIN = Category(
    name="pain_sensation",
    description="Pain sensation of the wound (optional consistency check)",
    definition=("Painful: burning pain or marked pain with hypersensitivity (I度 烧灼感, 浅II度 "
                "疼痛明显); diminished: dulled pain sensation (深II度 痛觉较迟钝); absent: no pain "
                "sensation (III度 痛觉消失)."),
    required=False, default=NOT_ASSESSED,
    choices=(
        Choice("painful", "Painful or hypersensitive (烧灼感/疼痛明显)",
               aliases=("pain", "painful", "hypersensitive", "burning", "severe pain", "疼痛")),
        Choice("diminished", "Diminished pain sensation (痛觉迟钝)",
               aliases=("reduced", "dull", "decreased", "痛觉迟钝", "迟钝")),
        Choice("absent", "No pain sensation (痛觉消失)",
               aliases=("none", "insensate", "painless", "no pain", "痛觉消失")),
        Choice(NOT_ASSESSED, "Not assessed", aliases=("not assessed", "unknown pain")),
    ),
)

# Depth, healing course and the descriptors of each level (外科学 9th ed., 三度四分法).
LEVELS = {
    FIRST: (FIRST, "epidermis only, germinal layer intact (表皮浅层, 生发层健在)",
            "heals in 3-7 days by desquamation, no scar; transient pigmentation"),
    SUPERFICIAL_SECOND: (SUPERFICIAL_SECOND,
                         "epidermis with the germinal layer and the papillary dermis "
                         "(表皮生发层、真皮乳头层)",
                         "heals in 1-2 weeks without infection, usually no scar, pigmentation"),
    DEEP_SECOND: (DEEP_SECOND, "dermis below the papillary layer, skin appendages partly preserved "
                  "(真皮层, 残存皮肤附件)",
                  "heals in 3-4 weeks from epithelial islands without infection, often with "
                  "hypertrophic scarring"),
    THIRD: (THIRD, "full-thickness skin, possibly subcutaneous tissue, muscle or bone "
            "(全皮层, 可达皮下、肌肉或骨骼)",
            "no epithelial source: needs skin grafting"),
}


def burn_depth(wound_appearance, blisters, pain_sensation):
    first = wound_appearance == "erythema"
    superficial = wound_appearance == "red_moist"
    deep = wound_appearance == "red_white_mottled"
    third = wound_appearance == "eschar"
    # Descriptors per level: blisters - I none, superficial II present, deep II may or may not
    # have them, III none; pain - I and superficial II painful, deep II diminished, III absent.
    blisters_ok = (
        (blisters == NOT_ASSESSED)
        | ((blisters == "present") & (superficial | deep))
        | ((blisters == "absent") & (first | deep | third)))
    pain_ok = (
        (pain_sensation == NOT_ASSESSED)
        | ((pain_sensation == "painful") & (first | superficial))
        | ((pain_sensation == "diminished") & deep)
        | ((pain_sensation == "absent") & third))
    consistent = blisters_ok & pain_ok
    if any_true(consistent == False):  # noqa: E712 - elementwise on arrays
        raise Implausible("the findings fit no single depth of the three-degree four-level "
                          "method (e.g. eschar with marked pain, or erythema with blisters); "
                          "burns are often of mixed depth: classify each area separately",
                          ("wound_appearance", "blisters", "pain_sensation"))

    def pick(i):
        return where(first, LEVELS[FIRST][i], where(superficial, LEVELS[SUPERFICIAL_SECOND][i],
                                                    where(deep, LEVELS[DEEP_SECOND][i],
                                                          LEVELS[THIRD][i])))

    return {"value": pick(0), "tissue_involved": pick(1), "expected_course": pick(2)}


def interpret(level):
    if level in (FIRST, SUPERFICIAL_SECOND):
        return "superficial burn (浅度烧伤: I度, 浅II度)"
    return "deep burn (深度烧伤: 深II度, III度)"


CALCULATOR = Calculator(
    id="burn_depth_three_degree_four_level",
    name="Burn Depth Classification (Three-Degree Four-Level Method)",
    aliases=["三度四分法（烧伤深度分级）", "三度四分法", "烧伤深度分级", "烧伤深度三度四分法",
             "Three-degree four-level burn depth classification"],
    specialty="emergency_trauma",
    description="Burn depth as first degree, superficial second degree, deep second degree or "
                "third degree (Chinese three-degree four-level method) from the wound's "
                "appearance, blisters and pain sensation.",
    keywords=["burn depth", "thermal burn", "partial thickness", "full thickness",
              "superficial burn", "deep dermal burn", "eschar", "烧伤", "烫伤", "烧伤深度",
              "how deep is the burn", "superficial or deep partial thickness",
              "classify burn wound depth", "first second or third degree burn",
              "burn depth from blisters and pain", "full thickness burn recognition"],
    features=[WOUND_BASE, BLISTERS, PAIN],
    versions=[Version("textbook_9th_ed", dt.date(2018, 1, 1), CHEN_2018, burn_depth,
                      notes="Descriptors of the national textbook 外科学 (9th edition, 2018; "
                            "month not established); the method itself is the long-standing "
                            "Chinese convention.")],
    output=Output(kind="category", unit=None,
                  description="first_degree (I度), superficial_second_degree (浅II度), "
                              "deep_second_degree (深II度) or third_degree (III度)"),
    interpret=interpret,
    references=[CHEN_2018],
    notes=(
        "The wound's appearance decides the level: erythema -> I度 (epidermis; heals 3-7 days); "
        "red, moist base -> 浅II度 (to the papillary dermis; 1-2 weeks, no scar); red-white "
        "mottled, slightly moist -> 深II度 (deep dermis, appendages preserved; 3-4 weeks, "
        "scarring); waxy/charred leathery eschar -> III度 (full thickness; grafting). Blisters "
        "and pain sensation, when given, must agree with that level's descriptors (blisters: "
        "none in I度 and III度, present in 浅II度, either in 深II度; pain: present in I度 and "
        "浅II度, diminished in 深II度, absent in III度); otherwise the result is NA "
        "(implausible), since one area has one depth. I度 and 浅II度 are 'superficial burns' "
        "(浅度烧伤), 深II度 and III度 'deep burns' (深度烧伤). The newer four-degree five-level "
        "method (四度五分法) separates injury reaching muscle or bone as IV度; here it falls in "
        "III度. Depth assessment on the first day may underestimate the final depth. Healing "
        "course per level is in the notes, not computed."),
)
