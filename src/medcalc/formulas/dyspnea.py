"""The breathlessness level of the MRC (1959) and modified MRC (1988) dyspnoea scales, declared
once: the MRC scale calculator and the BODE index both take it."""

from medcalc.core import Category, Choice
from medcalc.core.vector import where

STRENUOUS = "strenuous_exercise_only"
HURRYING = "hurrying_or_slight_hill"
SLOWER = "slower_than_peers_or_stops_at_own_pace"
STOPS_100M = "stops_after_100_m"
HOUSEBOUND = "too_breathless_to_leave_house"

DYSPNEA_GRADE = Category(
    name="dyspnea_grade",
    description=("Breathlessness level on the MRC / modified MRC dyspnoea scale: pick the level "
                 "that fits, or give it as 'mMRC 0'-'mMRC 4' or 'MRC 1'-'MRC 5' (bare numbers "
                 "are refused because the two scales number the same level differently)"),
    definition=("The patient's usual breathlessness during daily activities (not at rest during "
                "an exacerbation). Levels: (mMRC 0 / MRC 1) breathless only with strenuous "
                "exercise; (mMRC 1 / MRC 2) short of breath when hurrying on the level or walking "
                "up a slight hill; (mMRC 2 / MRC 3) walks slower than people of the same age on "
                "the level because of breathlessness, or has to stop for breath when walking at "
                "own pace on the level; (mMRC 3 / MRC 4) stops for breath after about 100 m "
                "(100 yards) or a few minutes on the level; (mMRC 4 / MRC 5) too breathless to "
                "leave the house, or breathless when dressing or undressing."),
    choices=(
        Choice(STRENUOUS, "Breathless only with strenuous exercise (mMRC 0, MRC 1)",
               aliases=("mMRC 0", "mMRC grade 0", "mMRC0", "modified MRC 0", "MRC 1",
                        "MRC grade 1", "MRC1", "strenuous exercise only",
                        "only with strenuous exercise", "not troubled by breathlessness",
                        "breathless only on strenuous exertion")),
        Choice(HURRYING, "Short of breath when hurrying on the level or walking up a slight "
                         "hill (mMRC 1, MRC 2)",
               aliases=("mMRC 1", "mMRC grade 1", "mMRC1", "modified MRC 1", "MRC 2",
                        "MRC grade 2", "MRC2", "hurrying or slight hill",
                        "breathless when hurrying", "walking up a slight hill")),
        Choice(SLOWER, "Walks slower than peers on the level, or stops for breath at own pace "
                       "(mMRC 2, MRC 3)",
               aliases=("mMRC 2", "mMRC grade 2", "mMRC2", "modified MRC 2", "MRC 3",
                        "MRC grade 3", "MRC3", "walks slower than peers",
                        "slower than people of the same age", "stops at own pace")),
        Choice(STOPS_100M, "Stops for breath after about 100 m or a few minutes on the level "
                           "(mMRC 3, MRC 4)",
               aliases=("mMRC 3", "mMRC grade 3", "mMRC3", "modified MRC 3", "MRC 4",
                        "MRC grade 4", "MRC4", "stops after 100 m", "stops after 100 yards",
                        "stops after 100m", "stops after a few minutes")),
        Choice(HOUSEBOUND, "Too breathless to leave the house, or breathless when dressing "
                           "(mMRC 4, MRC 5)",
               aliases=("mMRC 4", "mMRC grade 4", "mMRC4", "modified MRC 4", "MRC 5",
                        "MRC grade 5", "MRC5", "too breathless to leave the house", "housebound",
                        "breathless when dressing", "breathless when undressing")),
    ),
)


def mmrc_grade(dyspnea_grade):
    """The modified MRC grade (0-4) of a breathlessness level (a key of DYSPNEA_GRADE)."""
    g = dyspnea_grade
    return where(g == HOUSEBOUND, 4, where(g == STOPS_100M, 3, where(
        g == SLOWER, 2, where(g == HURRYING, 1, 0))))
