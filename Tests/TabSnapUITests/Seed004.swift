import SwiftUI
#if canImport(Lottie)
import Lottie
#endif

// Seed 004 (animated tab icons, Korean toy project "AimatedTabIcon"), its Swift code verbatim,
// inside the enum `Seed004` only so that its `enum Tab` does not shadow SwiftUI's iOS 18 `Tab`
// for the rest of the test module (TabViewTests uses that one). `setBG()` stays a top-level
// `View` extension, as in the project.
//
// Lottie and UIKit as the project wrote them: `ResizableLottieView` (a `UIViewRepresentable`
// holding Lottie's `AnimationView`, sized by Auto Layout and recoloured by a value provider) and
// `UITabBar.appearance().isHidden = true` compile against TabSnap's `UIKit` and `Lottie`. The
// project's animations (`Home.json` … `Account.json` in its bundle) are not public: TabSnap's
// own tab icons stand in under those names in Fixtures/Seed004Lottie.
enum Seed004 {

// Mark: Animated Icons Model
struct AnimatedIcon: Identifiable{
    var id: String = UUID().uuidString
    var tabIcon: Tab // Model파일안에서 만들어준 Tab
    var lottieView: AnimationView
}

// Mark: Tab Model
enum Tab: String,CaseIterable{
    case home = "Home"
    case chat = "Chat"
    case notifications = "Notification"
    case saved = "Saved"
    case account = "Account"
}

struct MainView: View {
    init(){
        UITabBar.appearance().isHidden = true
    }
    // Mark : View Properties
    @State var currentTab: Tab = .home
    @State var animatedIcons: [AnimatedIcon] = {
        var tabs: [AnimatedIcon] = []
        for tab in Tab.allCases{
            tabs.append(.init(tabIcon: tab, lottieView:AnimationView(name: tab.rawValue,bundle: .main)))
        }
        return tabs
    }()
    @Environment(\.colorScheme) var schme
    var body: some View {
        VStack(spacing: 0){
            TabView(selection: $currentTab) {
                Text("Home")
                    .setBG()
                    .tag(Tab.home)
                
                Text("Messages")
                    .setBG()
                    .tag(Tab.chat)
                
                Text("Notifications")
                    .setBG()
                    .tag(Tab.notifications)
                
                Text("Saved")
                    .setBG()
                    .tag(Tab.saved)
                
                Text("Profile")
                    .setBG()
                    .tag(Tab.account)
                            
                
            }
            
            // ios 16 update
            if #available(iOS 16, *){
                TabBar()
                    .toolbar(.hidden, for: .tabBar)
            }else{
                TabBar()
            }
        }
    }
    
    @ViewBuilder
    func TabBar()->some View{
        HStack(spacing: 0) {
            ForEach(animatedIcons){icon in
                    
                let tabColor: SwiftUI.Color = currentTab == icon.tabIcon ? (schme == .dark ? .white : .black) : .gray.opacity(0.6)
                ResizableLottieView(lottieView: icon.lottieView,color: tabColor)
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 30,height: 30)
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        // updating current tab&playing animation
                        currentTab = icon.tabIcon
                        icon.lottieView.play { _ in
                            // todo 
                            
                        }
                    }
            }
        }
        .padding(.horizontal)
        .padding(.vertical,10)
        .background{
            (schme == .dark ? Color.black : Color.white)
                .ignoresSafeArea()
        }
        
    }
}

struct MainView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

//Mark : Resizable Lottie View
struct ResizableLottieView: UIViewRepresentable {
    var lottieView: AnimationView
    var color: SwiftUI.Color = .black
    
    func makeUIView(context: Context) -> UIView  {
        let view = UIView()
        view.backgroundColor = .clear
        addLottieView(to: view)
        return view
    }
    
    func updateUIView(_ uiView: UIView, context: Context) {
        //  색 업데이트
        // Finding Attached Lottie View
        if let animationView = uiView.subviews.first(where: { view in
            view is AnimationView
        }) as? AnimationView{
            // mark : finding keypaths with the help of log
            // key may be changed based on Lottie File
            // use log to find appropriate key
            //lottieView.logHierarchyKeypaths()
            
            
            let lottieColor = ColorValueProvider(UIColor(color).lottieColorValue)
            // Mark : Fill key Path
            let fillKeyPath = AnimationKeypath(keys: ["**","Fill 1","**","Color"])
            animationView.setValueProvider(lottieColor, keypath: fillKeyPath)
            
            // MARK: Stroke Key Path
            let strokeKeyPath = AnimationKeypath(keys: ["**","Fill 1","**","Color"])
            animationView.setValueProvider(lottieColor, keypath: strokeKeyPath)
        }
    }
    
    

    func addLottieView(to: UIView){
        /// mark: memory proerties
        lottieView.backgroundBehavior = .forceFinish
        lottieView.shouldRasterizeWhenIdle = true
        
        lottieView.backgroundColor = .clear
        lottieView.contentMode = .scaleAspectFit
        lottieView.translatesAutoresizingMaskIntoConstraints = false
        
        let constraints = [
            lottieView.widthAnchor.constraint(equalTo: to.widthAnchor),
            lottieView.heightAnchor.constraint(equalTo: to.heightAnchor)
        ]
        
        to.addSubview(lottieView)
        to.addConstraints(constraints)
    }
}

}

extension View{
    @ViewBuilder
    func setBG()->some View{
        self
            .frame(maxWidth: .infinity,maxHeight: .infinity)
            .background {
                Color.primary
                    .opacity(0.05)
                    .ignoresSafeArea()
            }
    }
}
