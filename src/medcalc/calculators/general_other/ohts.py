"""OHTS/EGPS 5-year risk of primary open-angle glaucoma in ocular hypertension (pooled Cox model,
"means" model of Ophthalmology 2007), continuous method."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.vector import exp

OHTS_EGPS_2007 = Reference(
    "Ocular Hypertension Treatment Study Group; European Glaucoma Prevention Study Group. "
    "Validated prediction model for the development of primary open-angle glaucoma in "
    "individuals with ocular hypertension. Ophthalmology. 2007;114(1):10-19.",
    doi="10.1016/j.ophtha.2006.08.031", url="https://pubmed.ncbi.nlm.nih.gov/17095090/")
BURR_2012 = Reference(
    "Burr JM, Botello-Pinzon P, Takwoingi Y, et al. Surveillance for ocular hypertension: an "
    "evidence synthesis and economic evaluation. Health Technol Assess. 2012;16(29):1-271 "
    "(reproduces the OHTS-EGPS 'means' model equation).",
    doi="10.3310/hta16290", url="https://www.ncbi.nlm.nih.gov/books/NBK100060/")
TAKWOINGI_2014 = Reference(
    "Takwoingi Y, Botello AP, Burr JM, et al. External validation of the OHTS-EGPS model for "
    "predicting the 5-year risk of open-angle glaucoma in ocular hypertensives. Br J "
    "Ophthalmol. 2014;98(3):309-314.", doi="10.1136/bjophthalmol-2013-303622")
GORDON_2002 = Reference(
    "Gordon MO, Beiser JA, Brandt JD, et al. The Ocular Hypertension Treatment Study: baseline "
    "factors that predict the onset of primary open-angle glaucoma. Arch Ophthalmol. "
    "2002;120(6):714-720.", doi="10.1001/archopht.120.6.714")
OHTS_SITE = Reference(
    "OHTS/EGPS Glaucoma Risk Estimator, Washington University School of Medicine "
    "(continuous method and point system; measurement directions).",
    url="https://ohts.wustl.edu/risk/")

BASELINE_SURVIVAL_5Y = 0.91831
# (coefficient, centring constant) on the model's scales: age per decade, IOP per mmHg, CCT as
# -CCT/40 (per 40 um thinner), PSD per 0.2 dB, vertical cup/disc per 0.1.
COEFFICIENTS = {
    "age_decades": (0.23260, 5.64301),
    "iop_mmhg": (0.09025, 24.1386),
    "cct_minus_per_40um": (0.71503, -14.3349),
    "psd_per_0_2db": (0.12376, 9.76001),
    "vcd_per_0_1": (0.17689, 3.60828),
}


def ohts_egps_2007(age, iop, cct, vertical_cup_disc, psd):
    terms = {
        "age_decades": age / 10.0,
        "iop_mmhg": iop,
        "cct_minus_per_40um": -cct / 40.0,
        "psd_per_0_2db": psd / 0.2,
        "vcd_per_0_1": vertical_cup_disc / 0.1,
    }
    breakdown = {}
    index = 0.0
    for name, x in terms.items():
        beta, centre = COEFFICIENTS[name]
        term = beta * (x - centre)
        breakdown[f"{name}_term"] = term
        index = index + term
    risk = 100.0 * (1.0 - BASELINE_SURVIVAL_5Y ** exp(index))
    return {"value": risk, "prognostic_index": index, **breakdown}


def _interpret(value):
    return (f"estimated 5-year risk of developing POAG {value:.1f}% if untreated (pooled "
            "OHTS/EGPS model; OHTS observation group: 9.5% developed POAG in 5 years, 4.4% "
            "with treatment)")


CALCULATOR = Calculator(
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
              "central corneal thickness", "cup-to-disc ratio", "ophthalmology",
              "glaucoma risk in ocular hypertension", "five-year glaucoma conversion",
              "should ocular hypertension be treated", "high eye pressure glaucoma risk",
              "risk of open-angle glaucoma", "eye pressure and corneal thickness risk"],
    features=[
        Quantity(name="age", unit="year", range=(18.0, 100.0), units=("year",),
                 labels=("Age", "Age, years"), description="Age at baseline"),
        Quantity(name="iop", unit="mmHg", range=(5.0, 60.0), units=("mmHg", "mm[Hg]"),
                 labels=("IOP", "Intraocular pressure", "Mean IOP"),
                 description="Untreated intraocular pressure by Goldmann applanation, mean of "
                             "the measurements of both eyes (OHTS: 3 per eye)"),
        Quantity(name="cct", unit="µm", range=(350.0, 750.0), units=("µm", "um", "mm"),
                 labels=("CCT", "Central corneal thickness", "Mean CCT"),
                 description="Central corneal thickness by ultrasound pachymetry, mean of "
                             "both eyes"),
        Quantity(name="vertical_cup_disc", unit="1", range=(0.0, 1.0), units=("1",),
                 labels=("Vertical cup/disc ratio", "Vertical cup-to-disc ratio", "VCD",
                         "VCDR", "Vertical C/D"),
                 description="Vertical cup/disc ratio by contour, mean of both eyes"),
        Quantity(name="psd", unit="dB", range=(0.0, 20.0), units=("dB",),
                 labels=("PSD", "Pattern standard deviation"),
                 description="Visual-field pattern standard deviation, dB (Humphrey 30-2 or "
                             "24-2, full threshold or SITA standard; Octopus 32-2 loss "
                             "variance), mean of both eyes"),
    ],
    versions=[
        Version("ohts_egps_2007", dt.date(2007, 1, 1), OHTS_EGPS_2007, ohts_egps_2007,
                notes="5-year risk = 1 - 0.91831^exp(PI); PI = 0.23260 (age/10 - 5.64301) + "
                      "0.09025 (IOP - 24.1386) + 0.71503 (-CCT/40 + 14.3349) + 0.12376 "
                      "(PSD/0.2 - 9.76001) + 0.17689 (VCD/0.1 - 3.60828) (means model)."),
    ],
    output=Output(unit="%", decimals=1, range=(0, 100),
                  description="Estimated 5-year risk of developing POAG without treatment"),
    interpret=_interpret,
    references=[OHTS_EGPS_2007, BURR_2012, TAKWOINGI_2014, GORDON_2002, OHTS_SITE],
    notes=("Provenance: the pooled OHTS/EGPS 'means' model (Ophthalmology 2007) as reproduced "
           "in the NIHR HTA evidence synthesis (Burr 2012, NBK100060), read through an "
           "open-source transcription of that equation (the article's full text and the "
           "investigators' calculator PDF were not reachable). Checks: (1) exp of each "
           "coefficient gives the pooled hazard ratios 1.26 per decade of age, 1.09 per mmHg "
           "IOP, 2.04 per 40 um thinner cornea, 1.13 per 0.2 dB PSD and 1.19 per 0.1 vertical "
           "C/D quoted with the transcription; (2) the equation reproduces the risk bands of "
           "the simplified point system (Table 6 of the article, from a second, independent "
           "transcription: age < 45, 45-54, 55-64, 65-74, >= 75; IOP < 22, 22-23, 24-25, 26-27,"
           " >= 28 mmHg; CCT >= 600, 576-599, 551-575, 526-550, <= 525 um; VCD < 0.3, 0.3, 0.4,"
           " 0.5, >= 0.6; PSD < 1.8, 1.8-1.99, 2.0-2.39, 2.4-2.79, >= 2.8 dB; 0-4 points each; "
           "total 0-6: <= 4%, 7-8: 10%, 9-10: 15%, 11-12: 20%, >= 13: >= 33%): 0 points gives "
           "1.7%, 8 points 11.4%, 20 points 68% (reference cases), and a managed-care study (Am"
           " J Manag Care 2008;14(1 Suppl):S28) independently reads a mean point score of 9.7 "
           "as a 15% 5-year risk, the 9-10 band; (3) at the pooled means (PI = 0) the risk is "
           "8.2%, in line with the 9.5% 5-year incidence in the untreated OHTS group. Inputs "
           "are the means of the two eyes. The model was derived in untreated ocular "
           "hypertensives (OHTS age 40-80; EGPS age >= 30) and predicts conversion to POAG, not"
           " progression of established glaucoma; the point system (a coarser approximation) is"
           " not computed. External validations found it discriminates (c 0.69-0.83) but tends "
           "to overestimate risk in European clinic cohorts (Takwoingi 2014). No MedMCP-Calc "
           "dev answer exists."),
)
