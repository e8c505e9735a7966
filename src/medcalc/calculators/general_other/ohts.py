"""OHTS/EGPS 5-year risk of primary open-angle glaucoma in ocular hypertension: registered as
unavailable (model coefficients and points table not established here)."""

from medcalc.core import Reference, UnavailableCalculator

OHTS_EGPS_2007 = Reference(
    "Ocular Hypertension Treatment Study Group; European Glaucoma Prevention Study Group. "
    "Validated prediction model for the development of primary open-angle glaucoma in "
    "individuals with ocular hypertension. Ophthalmology. 2007;114(1):10-19.",
    doi="10.1016/j.ophtha.2006.08.031", url="https://pubmed.ncbi.nlm.nih.gov/17095090/")
GORDON_2002 = Reference(
    "Gordon MO, Beiser JA, Brandt JD, et al. The Ocular Hypertension Treatment Study: baseline "
    "factors that predict the onset of primary open-angle glaucoma. Arch Ophthalmol. "
    "2002;120(6):714-720.", doi="10.1001/archopht.120.6.714")

CALCULATOR = UnavailableCalculator(
    id="ohts",
    name="Ocular Hypertension Treatment Study (OHTS) Calculator",
    aliases=["OHTS calculator", "OHTS-EGPS glaucoma risk", "Ocular hypertension glaucoma risk "
             "calculator", "OHTS risk calculator"],
    specialty="general_other",
    description=("5-year risk that a person with ocular hypertension develops primary "
                 "open-angle glaucoma, from age, IOP, central corneal thickness, vertical "
                 "cup/disc ratio and visual-field pattern standard deviation (pooled OHTS/EGPS "
                 "model)."),
    keywords=["ocular hypertension", "glaucoma risk", "POAG", "intraocular pressure",
              "central corneal thickness", "cup-to-disc ratio", "ophthalmology"],
    why="source_not_established",
    owner="OHTS Group and EGPS Group (Washington University in St. Louis, ohts.wustl.edu/risk)",
    reason=("The pooled OHTS/EGPS Cox model (Ophthalmology 2007) and its simplified points "
            "table are published, but their coefficients, baseline survival and point "
            "thresholds were not established from the article or the investigators' calculator "
            "in this work, so no risk is computed rather than an approximate one."),
    alternatives=[],
    references=[OHTS_EGPS_2007, GORDON_2002],
    notes=("Searched 2026-11-24: the pages corpus (PMC1995665 abstract, ohts.wustl.edu/risk "
           "directions and point-system description, AAO risk-calculator page, review chapters) "
           "gave the predictors (age, mean IOP, CCT, vertical C/D, PSD) and c-statistic 0.74 but "
           "not the coefficients or the points/risk table. No MedMCP-Calc dev answer exists."),
)
