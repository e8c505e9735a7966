"""AO/OTA classification of acetabular fractures (AO分型(髋臼骨折), bone 62): type A (one
column or wall), B (transverse-type, part of the roof attached to the ilium), C (both columns,
the articular surface detached from the ilium), from the Letournel pattern."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Missing, Output, Reference, Version
from medcalc.core.vector import any_true
from medcalc.formulas.cmedcalc import pick

MEINBERG_2018 = Reference(
    "Meinberg EG, Agel J, Roberts CS, Karam MD, Kellam JF. Fracture and Dislocation "
    "Classification Compendium - 2018. J Orthop Trauma. 2018;32 Suppl 1:S1-S170 (pelvis and "
    "acetabulum, 62: 62A partial articular one column/wall - A1 posterior wall, A2 posterior "
    "column, A3 anterior wall or column; 62B partial articular transverse - B1 transverse (with "
    "or without posterior wall), B2 T-shaped, B3 anterior column/wall with posterior "
    "hemitransverse; 62C complete articular, both columns - C1 high, C2 low, C3 involving the "
    "sacroiliac joint).")
LETOURNEL_1980 = Reference(
    "Letournel E. Acetabulum fractures: classification and management. Clin Orthop Relat Res. "
    "1980;(151):81-106 (five elementary and five associated patterns).")

PATTERNS = {
    "posterior_wall": ("A1", "后壁骨折", ("posterior wall", "后壁")),
    "posterior_column": ("A2", "后柱骨折", ("posterior column", "后柱")),
    "anterior_wall": ("A3", "前壁骨折", ("anterior wall", "前壁")),
    "anterior_column": ("A3", "前柱骨折", ("anterior column", "前柱")),
    "posterior_column_posterior_wall": ("A2", "后柱伴后壁骨折",
                                        ("posterior column and posterior wall", "后柱伴后壁")),
    "transverse": ("B1", "横形骨折", ("transverse", "横形")),
    "transverse_posterior_wall": ("B1", "横形伴后壁骨折",
                                  ("transverse and posterior wall", "横形伴后壁")),
    "t_shaped": ("B2", "T形骨折", ("t-shaped", "T shaped", "T型", "T形")),
    "anterior_posterior_hemitransverse": ("B3", "前柱(前壁)伴后半横形骨折",
                                          ("anterior column posterior hemitransverse",
                                           "前柱伴后半横形", "前方伴后半横形")),
    "both_column": ("C", "双柱骨折", ("both column", "associated both column", "双柱")),
}
EXTENT = Category(
    name="both_column_extent",
    description="For a both-column fracture: where the anterior column fracture exits",
    required=False, default="not_given", absent="not_given",
    choices=(
        Choice("high", "High: anterior column fracture exits the iliac crest (C1)",
               aliases=("iliac crest", "高位")),
        Choice("low", "Low: anterior column fracture exits the anterior border of the ilium "
                      "(C2)", aliases=("anterior border", "低位")),
        Choice("sacroiliac", "Extends into the sacroiliac joint (C3)",
               aliases=("SI joint", "sacroiliac joint", "累及骶髂关节")),
        Choice("not_given", "Not given", aliases=("unknown",)),
    ),
)
PATTERN = Category(
    name="letournel_pattern",
    description="Letournel fracture pattern (from radiographs/CT)",
    labels=("骨折类型", "Letournel分型"),
    choices=tuple(Choice(k, f"{zh} ({ao})", aliases=al) for k, (ao, zh, al) in PATTERNS.items()),
)


def ao_acetabulum(letournel_pattern, both_column_extent):
    both = letournel_pattern == "both_column"
    if any_true(both & (both_column_extent == "not_given")):
        raise Missing("both-column fracture: give where the anterior column fracture exits "
                      "(high, low, sacroiliac joint) for C1-C3", ("both_column_extent",))
    both_group = pick(both_column_extent, {"high": "C1", "low": "C2", "sacroiliac": "C3"}, "C")
    group = pick(letournel_pattern, {k: v[0] for k, v in PATTERNS.items() if k != "both_column"},
                 both_group)
    kind = pick(group, {g: g[:1] for g in ("A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2",
                                          "C3")}, "C")
    return {"value": pick(group, {g: "62" + g for g in ("A1", "A2", "A3", "B1", "B2", "B3",
                                                        "C1", "C2", "C3")}, "62C"),
            "type": kind, "group": group,
            "grade_zh": pick(kind, {"A": "A型", "B": "B型", "C": "C型"}, "C型")}


CALCULATOR = Calculator(
    id="ao_acetabular_fracture_classification",
    name="AO/OTA Classification of Acetabular Fractures (62)",
    aliases=["AO分型（髋臼骨折）", "髋臼骨折AO分型", "AO/OTA acetabular fracture classification",
             "AO classification acetabulum", "OTA 62"],
    specialty="emergency_trauma",
    description="AO/OTA 62A/B/C type and group of an acetabular fracture from its Letournel "
                "pattern (and, for both-column fractures, the exit of the anterior column line).",
    keywords=["acetabular fracture", "acetabulum", "pelvis", "Letournel", "AO/OTA", "髋臼骨折",
              "classify hip socket fracture", "acetabular fracture type and group",
              "orthopedic trauma fracture code", "column and wall fracture pattern",
              "pelvic socket fracture classification", "articular fracture of the acetabulum"],
    features=[PATTERN, EXTENT],
    versions=[Version("ao_ota_2018", dt.date(2018, 1, 1), MEINBERG_2018, ao_acetabulum,
                      notes="Letournel pattern mapped to AO/OTA 62 groups as in the 2018 "
                            "compendium.")],
    output=Output(kind="category", description="AO/OTA code 62A1 ... 62C3 (type and group in "
                                               "the breakdown; grade_zh 'A型')"),
    references=[MEINBERG_2018, LETOURNEL_1980],
    notes="Mapping: posterior wall A1; posterior column (with or without posterior wall) A2; "
          "anterior wall or anterior column A3; transverse (with or without posterior wall) "
          "B1; T-shaped B2; anterior column/wall with posterior hemitransverse B3; both-column "
          "C, C1 high (iliac crest), C2 low (anterior border of the ilium), C3 into the "
          "sacroiliac joint. Subgroups and qualifiers of the compendium are not computed. The "
          "inputs are the radiological pattern; CMedCalc-Bench's AO rows are faithful-set "
          "(abstention) rows.",
)
