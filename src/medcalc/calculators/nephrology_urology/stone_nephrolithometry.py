"""S.T.O.N.E. nephrolithometry score for percutaneous nephrolithotomy (Okhunov et al.,
Urology 2013)."""

import datetime as dt

from medcalc.core import (
    Band,
    Calculator,
    Category,
    Choice,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    from_category,
    points_total,
)

OKHUNOV_2013 = Reference(
    "Okhunov Z, Friedlander JI, George AK, Duty BD, Moreira DM, Srinivasan AK, Hillelsohn J, "
    "Smith AD, Okeke Z. S.T.O.N.E. nephrolithometry: novel surgical classification system for "
    "kidney calculi. Urology. 2013;81(6):1154-1159.", doi="10.1016/j.urology.2012.10.083")
MDCALC = Reference("MDCalc. STONE Nephrolithometry Score for Renal Calculi.")

HYDRONEPHROSIS = Category(
    name="hydronephrosis", description="Obstruction: degree of hydronephrosis on CT",
    labels=("Obstruction", "Obstruction (hydronephrosis)"),
    choices=(
        Choice("none_or_mild", "None or mild", 1, aliases=("none", "mild", "no hydronephrosis")),
        Choice("moderate_or_severe", "Moderate or severe", 2, aliases=("moderate", "severe")),
    ))
CALYCES = Category(
    name="calyces", description="Number of calyces involved by stone",
    labels=("Number of involved calyces", "Number of calyces"),
    choices=(
        Choice("1_2", "1-2 calyces", 1, aliases=("1", "2", "1-2")),
        Choice("3", "3 calyces", 2, aliases=("three",)),
        Choice("staghorn", "Full staghorn", 3, aliases=("complete staghorn", "staghorn calculus")),
    ))

ITEMS = (
    banded("stone_size", "Stone size (area, mm²)", "stone_area", bands=(
        Band("lt_400", "0-399 mm²", 1, lt=400),
        Band("400_799", "400-799 mm²", 2, ge=400, lt=800),
        Band("800_1599", "800-1599 mm²", 3, ge=800, lt=1600),
        Band("ge_1600", ">= 1600 mm²", 4, ge=1600, aliases=("≥1600 mm²",)),
    ), aliases=("Stone size",)),
    banded("tract_length", "Tract length (skin to stone, mm)", "tract_length", bands=(
        Band("le_100", "<= 100 mm", 1, le=100, aliases=("≤100 mm",)),
        Band("gt_100", "> 100 mm", 2, gt=100, aliases=(">100 mm",)),
    ), aliases=("Tract length",)),
    from_category(HYDRONEPHROSIS, "Obstruction (hydronephrosis)", aliases=("Obstruction",)),
    from_category(CALYCES, "Number of involved calyces", aliases=("Number of calyces",)),
    banded("essence", "Essence (stone density, HU)", "stone_density", bands=(
        Band("le_950", "<= 950 HU", 1, le=950, aliases=("≤950 HU",)),
        Band("gt_950", "> 950 HU", 2, gt=950, aliases=(">950 HU",)),
    ), aliases=("Essence", "Stone density")),
)
stone = points_total(ITEMS)


def interpret(score):
    if score <= 6:
        return "low complexity (S.T.O.N.E. 5-6): high expected stone-free rate after PCNL"
    if score <= 8:
        return "moderate complexity (S.T.O.N.E. 7-8)"
    return ("high complexity (S.T.O.N.E. 9-13): lower expected stone-free rate; anticipate "
            "longer operation and possible additional procedures")


CALCULATOR = Calculator(
    id="stone_nephrolithometry",
    name="STONE Nephrolithometry Score for Renal Calculi",
    aliases=["S.T.O.N.E. nephrolithometry", "STONE score", "STONE nephrolithometry score",
             "PCNL complexity score", "肾结石STONE评分"],
    specialty="nephrology_urology",
    description=("Complexity of a kidney stone for percutaneous nephrolithotomy from "
                 "non-contrast CT: Stone size, Tract length, Obstruction, Number of calyces, "
                 "Essence (density); 5-13 points."),
    keywords=["kidney stone", "renal calculi", "nephrolithiasis", "PCNL",
              "percutaneous nephrolithotomy", "stone-free", "CT", "staghorn",
              "kidney stone complexity before PCNL",
              "chance of stone free after percutaneous surgery",
              "difficulty of kidney stone removal", "predict stone clearance",
              "renal stone surgery planning", "stone burden on CT"],
    features=[
        Quantity(name="stone_area", unit="mm^2", units=("mm^2", "cm^2"), range=(1.0, 20000.0),
                 description="Stone area: largest length x width on axial CT",
                 labels=("Stone size", "Stone size (mm2)")),
        Quantity(name="tract_length", unit="mm", units=("mm", "cm"), range=(5.0, 400.0),
                 description="Skin-to-stone distance along the planned tract (mean of 0°, 45°, "
                             "90° measurements)", labels=("Tract length", "Skin-to-stone distance")),
        HYDRONEPHROSIS,
        CALYCES,
        Quantity(name="stone_density", unit="HU", units=("HU",), range=(0.0, 3000.0),
                 description="Stone density (Hounsfield units)",
                 labels=("Essence", "Stone density", "Hounsfield units")),
    ],
    items=list(ITEMS),
    versions=[Version("okhunov_2013", dt.date(2013, 6, 1), OKHUNOV_2013, stone,
                      notes="S: <400 1, 400-799 2, 800-1599 3, >=1600 mm² 4; T: <=100 mm 1, "
                            ">100 2; O: none/mild 1, moderate/severe 2; N: 1-2 calyces 1, 3 2, "
                            "staghorn 3; E: <=950 HU 1, >950 2.")],
    output=Output(kind="integer", unit="points", range=(5, 13)),
    interpret=interpret,
    references=[OKHUNOV_2013, MDCALC],
    notes=("Component points as Okhunov 2013 (Table 1); complexity groups low 5-6, moderate "
           "7-8, high 9-13 as used in the validation literature. Third-party calculators circulate "
           "other versions (e.g. 3-point tract length and density scales); those are not the "
           "published score. Stone area is length x width in mm²."),
)
