"""'Brain Metastases Prognostic Index': registered as unavailable, the rule this catalog name
refers to not established."""

from medcalc.core import Reference, UnavailableCalculator

GASPAR_1997 = Reference(
    "Gaspar L, Scott C, Rotman M, Asbell S, Phillips T, Wasserman T, McKenna WG, Byhardt R. "
    "Recursive partitioning analysis (RPA) of prognostic factors in three Radiation Therapy "
    "Oncology Group (RTOG) brain metastases trials. Int J Radiat Oncol Biol Phys. "
    "1997;37(4):745-751.", doi="10.1016/s0360-3016(96)00619-0")
SPERDUTO_2012 = Reference(
    "Sperduto PW, Kased N, Roberge D, et al. Summary report on the graded prognostic "
    "assessment: an accurate and facile diagnosis-specific tool to estimate survival for "
    "patients with brain metastases. J Clin Oncol. 2012;30(4):419-425.",
    doi="10.1200/JCO.2011.38.0527")

CALCULATOR = UnavailableCalculator(
    id="brain_metastases_prognostic_index",
    name="Brain Metastases Prognostic Index",
    aliases=["Brain metastases prognostic index", "BMPI"],
    specialty="oncology",
    description=("A points score for survival of patients with brain metastases (catalog "
                 "entry from MedMCP-Calc's calculator list; the published rule it names is "
                 "not identified)."),
    keywords=["brain metastases", "prognosis", "radiotherapy", "survival"],
    why="source_not_established",
    owner="not identified (name listed by MedMCP-Calc, SPIRAL-MED)",
    reason=("No published index of exactly this name could be identified, and no MDCalc "
            "answer for it is recorded in the MedMCP-Calc dev tasks to show its inputs. "
            "Searched the pages and docs corpora for 'Brain Metastases Prognostic Index' "
            "(found the RPA classes, SIR, BSBM, GPA/DS-GPA, Rades and Nieder's extracranial "
            "score reviews, and the brain metastasis velocity model, none under this name). "
            "Implementing one of those under this name would be a guess."),
    alternatives=["bmv_model"],
    references=[GASPAR_1997, SPERDUTO_2012],
    notes=("Candidates reviewed: RTOG RPA classes (Gaspar 1997: KPS, age, primary control, "
           "extracranial disease), Score Index for Radiosurgery (Weltman 2000), Basic Score "
           "for Brain Metastases (Lorenzoni 2004), Graded Prognostic Assessment and its "
           "diagnosis-specific versions (Sperduto 2008/2012). Once the intended rule is named "
           "(e.g. by the benchmark's authors), it can be implemented from its source."),
)
