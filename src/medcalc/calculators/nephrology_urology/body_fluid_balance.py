"""Body fluid balance by inputs and outputs (MDCalc 10189): registered as unavailable, its
saline/free-water split rule not established."""

from medcalc.core import Reference, UnavailableCalculator

KAPTEIN_2016 = Reference(
    "Kaptein EM, Sreeramoju D, Kaptein JS, Kaptein MJ. A systematic literature search and review "
    "of sodium concentrations of body fluids. Clin Nephrol. 2016;86(10):203-228.",
    url="https://pubmed.ncbi.nlm.nih.gov/27616761/")

CALCULATOR = UnavailableCalculator(
    id="body_fluid_balance",
    name="Body Fluid Balance Calculator by Inputs and Outputs",
    aliases=["Body Fluid Balance Calculator", "fluid balance by inputs and outputs",
             "saline and free water balance"],
    specialty="nephrology_urology",
    description=("Fluid balance from each gain (IV fluids, oral intake) and loss (urine, GI "
                 "losses), split into a 0.9% saline part and a free-water part by each fluid's "
                 "sodium concentration."),
    keywords=["fluid balance", "intake and output", "ins and outs", "free water", "isotonic "
              "saline equivalent", "electrolyte-free water", "GI losses", "diarrhoea sodium",
              "dysnatremia"],
    why="source_not_established",
    owner="MDCalc (calculator 10189); sodium concentrations of body fluids from Kaptein et al., "
          "Clin Nephrol 2016",
    reason=("The calculator's rule could not be read: which fluids it lists, the default sodium "
            "concentration it assigns each one (Kaptein 2016's means, e.g. bile 185 and small "
            "bowel 119 mEq/L, differ from a third-party copy's 130 and 110), and whether the "
            "split divides by 154 mEq/L (0.9% saline) or by plasma sodium, or counts potassium. "
            "Guessing any of them would change every split."),
    alternatives=["urine_output_fluid_balance"],
    references=[KAPTEIN_2016],
    notes=("The net volume balance (all gains minus all losses, mL) is arithmetic and is what "
           "urine_output_fluid_balance reports; the missing part is the saline/free-water split."),
)
