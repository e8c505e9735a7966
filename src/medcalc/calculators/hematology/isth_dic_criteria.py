"""ISTH overt disseminated intravascular coagulation score (Taylor et al., Thromb Haemost 2001;
updated by the ISTH SSC in 2025)."""

import datetime as dt

from medcalc.core import (Band, Calculator, Category, Choice, Output, Quantity, Reference,
                          Version, banded, from_category, points_total)
from medcalc.core.common import platelet_count

TAYLOR_2001 = Reference(
    "Taylor FB Jr, Toh CH, Hoots WK, Wada H, Levi M; Scientific Subcommittee on Disseminated "
    "Intravascular Coagulation (DIC) of the ISTH. Towards definition, clinical and laboratory "
    "criteria, and a scoring system for disseminated intravascular coagulation. Thromb Haemost. "
    "2001;86(5):1327-1330 (platelets, fibrin-related marker, PT prolongation, fibrinogen; >= 5 "
    "compatible with overt DIC).", doi="10.1055/s-0037-1616068")
IBA_2025 = Reference(
    "Iba T, Levy JH, Maier CL, et al. Updated definition and scoring of disseminated "
    "intravascular coagulation in 2025: communication from the ISTH SSC Subcommittee on "
    "Disseminated Intravascular Coagulation. J Thromb Haemost. 2025;23(7):2356-2362 (overt DIC: "
    "D-dimer > 3 x upper limit 2 points, > 7 x 3 points).",
    doi="10.1016/j.jtha.2025.03.038", url="https://pubmed.ncbi.nlm.nih.gov/40216223/")

PLATELETS = banded("platelets", "Platelet count (x 10^9/L)", "platelet_count", (
    Band("ge100", ">= 100", 0, ge=100),
    Band("50_99", "50 to < 100", 1, ge=50, lt=100, aliases=("50-100",)),
    Band("lt50", "< 50", 2, lt=50)), aliases=("Platelet count",))
FIBRIN_MARKER = Category(
    name="fibrin_marker", description="Elevated fibrin-related marker (D-dimer, fibrin "
                                      "degradation products, soluble fibrin), as the laboratory "
                                      "grades it",
    labels=("Fibrin-related marker", "Elevated fibrin-related marker (e.g. D-dimer, FDP)",
            "D-dimer level"),
    choices=(Choice("no_increase", "No increase", 0, aliases=("Normal", "No change")),
             Choice("moderate_increase", "Moderate increase", 2, aliases=("Moderate",)),
             Choice("strong_increase", "Strong increase", 3, aliases=("Strong",))))
D_DIMER_ULN = banded("d_dimer_points", "D-dimer (x upper limit of normal)", "d_dimer_x_uln", (
    Band("le3", "<= 3 x ULN", 0, le=3),
    Band("3_7", "> 3 to <= 7 x ULN", 2, gt=3, le=7),
    Band("gt7", "> 7 x ULN", 3, gt=7)), aliases=("D-dimer x ULN",))
PT = banded("pt_prolongation", "Prolonged prothrombin time (seconds above normal)",
            "pt_prolongation_s", (
                Band("lt3", "< 3 s", 0, lt=3),
                Band("3_6", ">= 3 to < 6 s", 1, ge=3, lt=6, aliases=("3-6 s",)),
                Band("ge6", ">= 6 s", 2, ge=6)), aliases=("Prolonged PT", "PT prolongation"))
FIBRINOGEN = banded("fibrinogen_points", "Fibrinogen level", "fibrinogen", (
    Band("ge1", ">= 1.0 g/L", 0, ge=1.0, aliases=(">= 100 mg/dL",)),
    Band("lt1", "< 1.0 g/L", 1, lt=1.0, aliases=("< 100 mg/dL",))), aliases=("Fibrinogen",))
MARKER_ITEM = from_category(FIBRIN_MARKER, "Elevated fibrin-related marker (graded)")
ITEMS_2001 = (PLATELETS, MARKER_ITEM, PT, FIBRINOGEN)
ITEMS_2025 = (PLATELETS, D_DIMER_ULN, PT, FIBRINOGEN)
score_2001 = points_total(ITEMS_2001)
score_2025 = points_total(ITEMS_2025)


def interpret(score):
    if score >= 5:
        return "compatible with overt DIC (score >= 5): repeat the score daily"
    return ("not suggestive of overt DIC (score < 5): may be non-overt DIC; repeat in 1-2 days")


CALCULATOR = Calculator(
    id="isth_dic_criteria",
    name="ISTH Criteria for Disseminated Intravascular Coagulation (DIC)",
    aliases=["ISTH DIC score", "ISTH overt DIC score", "ISTH Overt DIC Score (2025)",
             "DIC score"],
    specialty="hematology",
    description="Overt DIC score (0-8) from platelet count, a fibrin-related marker (D-dimer), "
                "PT prolongation and fibrinogen, in a patient with a disorder known to cause "
                "DIC; >= 5 compatible with overt DIC.",
    keywords=["disseminated intravascular coagulation", "DIC", "coagulopathy", "D-dimer",
              "fibrinogen", "ISTH", "sepsis", "consumptive coagulopathy", "overt DIC diagnosis",
              "disseminated clotting and bleeding", "consumptive coagulopathy score", "is this DIC",
              "platelets fibrinogen PT and D-dimer", "DIC in sepsis or trauma",
              "diagnose disseminated intravascular coagulation"],
    features=[
        platelet_count(labels=("Platelet count",)),
        FIBRIN_MARKER,
        Quantity(name="d_dimer_x_uln", unit="1", units=("1",), range=(0.0, 1000.0),
                 description="D-dimer as a multiple of the laboratory's upper limit of normal "
                             "(2025 edition)", labels=("D-dimer (x ULN)",)),
        Quantity(name="pt_prolongation_s", unit="s", units=("s",), range=(-5.0, 200.0),
                 description="Prothrombin time prolongation: patient PT minus the upper limit "
                             "of normal (or the control), seconds",
                 labels=("PT prolongation", "Prolonged PT")),
        Quantity(name="fibrinogen", unit="g/L", units=("g/L", "mg/dL"), range=(0.0, 15.0),
                 description="Fibrinogen (Clauss)", labels=("Fibrinogen level",)),
    ],
    items=[PLATELETS, MARKER_ITEM, D_DIMER_ULN, PT, FIBRINOGEN],
    versions=[
        Version("taylor_2001", dt.date(2001, 11, 1), TAYLOR_2001, score_2001,
                notes="Platelets >= 100 0, 50-<100 1, < 50 2; fibrin marker none 0, moderate "
                      "2, strong 3; PT prolonged < 3 s 0, 3-<6 s 1, >= 6 s 2; fibrinogen "
                      "< 1 g/L 1."),
        Version("iba_2025", dt.date(2025, 4, 9), IBA_2025, score_2025,
                notes="As 2001, with the fibrin marker graded on D-dimer: > 3 x ULN 2, > 7 x "
                      "ULN 3 points."),
    ],
    default_version="taylor_2001",
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[TAYLOR_2001, IBA_2025],
    notes="Use only with an underlying disorder known to cause DIC. The 2001 score leaves the "
          "'moderate'/'strong' increase of the fibrin marker to local laboratory cut-offs; the "
          "2025 ISTH SSC communication fixes them on D-dimer at > 3 and > 7 x the upper limit "
          "of normal. The 2025 edition's items were checked against a secondary summary "
          "(practical-haemostasis.com), not the full text, so the default remains the 2001 "
          "score (MDCalc's); choose version='iba_2025' for the update. Band edges follow the "
          "2001 text (platelets < 100 and < 50; fibrinogen < 1 g/L; PT >= 3 s and >= 6 s).",
)
