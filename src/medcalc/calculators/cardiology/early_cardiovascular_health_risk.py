"""'Early Cardiovascular Health Risk Score': registered as unavailable (rule not identified)."""

from medcalc.core import UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages for the name and variants '
    '(young-adult cardiovascular risk, Healthy Heart Score, CARDIA); only generic web '
    "calculators without a citable derivation were found; the score's source is still "
    'unidentified.'
    ' Second recovery round (w2b, 2026-11-24): find_string "Early Cardiovascular Health Risk" '
    '(no stored file), pages search for the exact name (only generic web calculators) and for '
    'AHA Life\'s Simple 7 / Life\'s Essential 8 scores (a cardiovascular-health score, not a '
    'risk score of this name); the name is in MedMCP-Calc\'s calculator list only (no task '
    'answer, no field labels), so no source can be attributed to it without guessing.'
)

RECOVERY_SEARCH_S11 = (
    "Fifth recovery round (s11, 2026-11-24): the title is not in a stored scrape of MDCalc's "
    "catalogue (825 calculators; no 'Early ...' entry), and several other MedMCP-Calc names "
    'absent from MDCalc are QxMD Calculate titles, so this is probably a QxMD title; no '
    "stored QxMD page carries it. find_string 'Early Cardiovascular Health' finds only a "
    "children's heart-health outreach programme (not a score). Still no source."
)

CALCULATOR = UnavailableCalculator(
    id="early_cardiovascular_health_risk",
    name="Early Cardiovascular Health Risk Score",
    aliases=["Early CV Health Risk Score"],
    specialty="cardiology",
    description="A points score of early cardiovascular health listed by MedMCP-Calc under this "
                "name.",
    keywords=["cardiovascular health", "cardiovascular risk", "primary prevention"],
    why="source_not_established",
    owner="not identified: the name could not be traced to a publication",
    reason=("The score's publication, items and points could not be identified (searched the "
            "name in web pages, documentation and code collections); it may correspond to an "
            "MDCalc page under another title. No value is computed."),
    alternatives=["ascvd_2013", "framingham_risk_score"],
    references=[],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + "Catalogued from MedMCP-Calc's calculator list (no recorded answer in the dev tasks).",
)
