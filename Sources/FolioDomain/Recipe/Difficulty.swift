/// How demanding a recipe is, as its fact card says.
public enum Difficulty: String, NamedChoice {
    case easy, medium, hard
}
