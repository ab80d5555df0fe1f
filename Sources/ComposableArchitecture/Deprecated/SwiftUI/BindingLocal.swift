/// Whether a binding of a store or view store is sending its action: a send made while it is
/// active comes from a view's binding, not from the view's body.
enum BindingLocal {
  @TaskLocal static var isActive = false
}
