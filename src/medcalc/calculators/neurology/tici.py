"""TICI (Thrombolysis in Cerebral Infarction) perfusion grade after recanalization therapy:
0, 1, 2a, 2b, 3 from the angiographic filling of the target territory (Higashida et al., Stroke
2003)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

HIGASHIDA_2003 = Reference(
    "Higashida RT, Furlan AJ, Roberts H, et al. Trial design and reporting standards for "
    "intra-arterial cerebral thrombolysis for acute ischemic stroke. Stroke. "
    "2003;34(8):e109-e137 (the TICI perfusion categories 0, 1, 2a, 2b, 3).",
    doi="10.1161/01.STR.0000082721.62796.09")
ZAIDAT_2013 = Reference(
    "Zaidat OO, Yoo AJ, Khatri P, et al. Recommendations on angiographic revascularization "
    "grading standards for acute ischemic stroke: a consensus statement. Stroke. "
    "2013;44(9):2650-2663 (the modified TICI, mTICI: 2a < 50%, 2b >= 50% of the territory).",
    doi="10.1161/STROKEAHA.113.001972")
MDCALC = Reference("MDCalc. TICI Score (original TICI definitions).")

PERFUSION = Category(
    name="perfusion",
    description="Angiographic perfusion of the target vascular territory after treatment",
    labels=("Perfusion (TICI grade)", "Perfusion", "TICI grade"),
    choices=(
        Choice("no_perfusion", "No perfusion (no antegrade flow beyond the occlusion)", "0",
               aliases=("0", "grade 0", "TICI 0", "no perfusion", "No perfusion.")),
        Choice("minimal_perfusion", "Penetration with minimal perfusion: contrast passes the "
                                    "occlusion but does not opacify the whole distal bed", "1",
               aliases=("1", "grade 1", "TICI 1", "penetration with minimal perfusion")),
        Choice("partial_perfusion_2a", "Partial perfusion 2a: only part (less than two-thirds) "
                                       "of the territory fills", "2a",
               aliases=("2a", "grade 2a", "TICI 2a",
                        "Only partial filling (less than two-thirds) of the entire vascular "
                        "territory is visualized.",
                        "Only partial filling (<2/3) of the entire vascular territory is "
                        "visualized.")),
        Choice("partial_perfusion_2b", "Partial perfusion 2b: the whole expected territory "
                                       "fills, but more slowly than normal", "2b",
               aliases=("2b", "grade 2b", "TICI 2b",
                        "Complete filling of all of the expected vascular territory is "
                        "visualized, but the filling is slower than normal.")),
        Choice("complete_perfusion", "Complete perfusion: antegrade flow into the distal bed as "
                                     "fast as into the uninvolved territories, with prompt "
                                     "clearance", "3",
               aliases=("3", "grade 3", "TICI 3", "complete perfusion")),
    ),
)
ITEMS = (from_category(PERFUSION, "Perfusion (TICI grade)"),)


def tici(perfusion):
    return {"value": perfusion}


def interpret(grade):
    text = {"0": "no perfusion", "1": "penetration with minimal perfusion",
            "2a": "partial perfusion, less than two-thirds of the territory",
            "2b": "complete but slow filling of the territory",
            "3": "complete perfusion"}[grade]
    good = grade in ("2b", "3")
    return f"TICI {grade}: {text}" + ("; successful reperfusion (TICI 2b/3)" if good else "")


CALCULATOR = Calculator(
    id="tici",
    name="TICI Score",
    aliases=["TICI", "Thrombolysis in Cerebral Infarction", "TICI grade", "TICI perfusion "
             "grade", "TICI Score"],
    specialty="neurology",
    description="Thrombolysis in Cerebral Infarction perfusion grade (0, 1, 2a, 2b, 3) of the "
                "target territory on angiography after thrombolysis or thrombectomy.",
    keywords=["thrombectomy", "reperfusion", "recanalization", "angiography", "mTICI",
              "endovascular therapy", "reperfusion grade after thrombectomy",
              "recanalization result on angiography", "success of clot retrieval",
              "degree of reperfusion", "perfusion on angiography after stroke treatment",
              "angiographic stroke reperfusion"],
    features=[PERFUSION],
    items=list(ITEMS),
    versions=[Version("higashida_2003", dt.date(2003, 8, 1), HIGASHIDA_2003, tici,
                      notes="Original TICI: 2a partial filling of less than two-thirds of the "
                            "territory; 2b complete filling but slower than normal.")],
    output=Output(kind="category", description="TICI grade: 0, 1, 2a, 2b or 3"),
    interpret=interpret,
    references=[HIGASHIDA_2003, ZAIDAT_2013, MDCALC],
    notes="Original TICI definitions (Higashida 2003), as MDCalc uses them (its 2b option: "
          "complete filling but slower than normal). The modified TICI (Zaidat 2013, mTICI), "
          "used in most thrombectomy trials, redefines 2a as reperfusion of less than half and "
          "2b as half or more of the territory (and the expanded eTICI adds 2b50/2b67/2c); "
          "those definitions are not implemented here: an angiographic description in "
          "percentages must be graded with mTICI, not with this calculator.",
)
