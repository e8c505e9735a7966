"""IMPACT prognostic models for traumatic brain injury: registered as unavailable (the published
score chart could not be read from a stored source; see notes)."""

from medcalc.core import Reference, UnavailableCalculator

STEYERBERG_2008 = Reference(
    "Steyerberg EW, Mushkudiani N, Perel P, Butcher I, Lu J, McHugh GS, Murray GD, Marmarou A, "
    "Roberts I, Habbema JD, Maas AI. Predicting outcome after traumatic brain injury: "
    "development and international validation of prognostic scores based on admission "
    "characteristics. PLoS Med. 2008;5(8):e165.",
    doi="10.1371/journal.pmed.0050165")
MDCALC = Reference("MDCalc. IMPACT Score for Outcomes in Head Injury.")

CALCULATOR = UnavailableCalculator(
    id="impact_score",
    name="IMPACT Score for Outcomes in Head Injury",
    aliases=["IMPACT score", "IMPACT TBI prognosis", "IMPACT prognostic model",
             "IMPACT core model", "IMPACT extended model", "IMPACT lab model"],
    specialty="neurology",
    description=("6-month mortality and unfavourable outcome after moderate or severe traumatic "
                 "brain injury from admission data: core (age, motor score, pupils), extended "
                 "(+ hypoxia, hypotension, CT) and lab (+ glucose, haemoglobin) models."),
    keywords=["traumatic brain injury", "TBI", "head injury", "prognosis", "6-month mortality",
              "Glasgow Outcome Scale", "head trauma mortality", "medium-term mortality after "
              "trauma", "unfavorable outcome", "unfavourable outcome", "outcome after head "
              "trauma", "neurotrauma prognosis", "family conversation prognosis"],
    why="source_not_established",
    owner="IMPACT investigators (Steyerberg EW, Maas AIR et al.; PLoS Med 2008;5:e165)",
    reason=("Two forms of the models exist and neither could be fully established from stored "
            "sources. (1) The paper's score chart (Figure 1: points for age, motor score, "
            "pupils, hypoxia, hypotension, CT class, tSAH, epidural mass, glucose and "
            "haemoglobin) is an image; only its legend was found as text, giving the six "
            "linear predictors (e.g. core mortality LP = -2.55 + 0.275 x sum score; lab "
            "unfavourable LP = -2.82 + 0.257 x (core + CT + lab subscores)), not the points of "
            "each category. (2) The full regression behind the IMPACT web calculator, which "
            "MDCalc uses (the recorded MDCalc answer, 52.9% core 6-month mortality for age 56, "
            "motor 3, one unreactive pupil, is not reproducible from the sum-score formulas), "
            "is published only as rounded odds ratios. Rather than guess either, no value is "
            "computed."),
    alternatives=["gcs_pupils_score", "glasgow_coma_scale"],
    references=[STEYERBERG_2008, MDCALC],
    notes=("Searched (pages, code, docs corpora): the PLoS Med article and its PMC copy "
           "(abstract and Figure 1 legend found, chart values not), the Scand J Trauma "
           "validation tables of IMPACT odds ratios (rounded, 2 significant digits), open "
           "implementations (one found used invented 'approximate' coefficients and was "
           "discarded), the R package cliot documentation (no coefficients shown), and "
           "phrases of the score chart (age bands, motor/pupil points, glucose and haemoglobin "
           "bands). To implement: transcribe Figure 1 of Steyerberg 2008 (score chart) or the "
           "web calculator's coefficients from the IMPACT site (www.tbi-impact.org), then use "
           "the six published linear predictors. The MedMCP-Calc dev answer (task "
           "medmcp-calc_093_839d283f) is not recomputed."),
)
